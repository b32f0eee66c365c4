/**
 * Glossary data (glossary.ts): the words of German, Dutch, French, Spanish and Portuguese questions
 * that carry no topic beyond the function words of glossary-function.ts — adverbs and particles
 * ("eigentlich", "encore", "todavía"), more pronouns and prepositions, the forms of the modal and
 * auxiliary verbs, the verbs of asking and saying ("wissen", "savoir", "dizer") and of being
 * somewhere ("stehen", "se trouver", "ficar": the question's "where" says it), greetings and sign-offs. Without them a question's everyday words counted as unknown and outnumbered the words
 * the glossary knows. A word that is a different common word in another of the languages, or an
 * English content word, is left out (French "car", because, is the English car; Portuguese "dois",
 * two, is French "dois", must; Dutch "door", through, is the English door; Spanish "sea", be, and
 * "dime", tell me; Dutch "bestand", file, is German stock; French "été", been, is summer).
 */
export const PARTICLE_WORDS: Record<'de' | 'nl' | 'fr' | 'es' | 'pt', string> = {
  de: [
    // Adverbs and particles.
    'warum wieso weshalb eigentlich übrigens außerdem ausserdem vielleicht überhaupt irgendwie trotzdem sonst nun halt eben wohl echt ganz gerade genau bereits immer nie niemals manchmal meistens meist ständig bald dann danach davor da dort hier jetzt gleich zuerst zunächst erst zuletzt wieder weiter mehr weniger ziemlich recht zusammen allein selbst selber genug lieber eher',
    'also sowie sowohl weder sondern falls sobald bevor nachdem obwohl weil damit deshalb deswegen daher dafür dazu darauf davon daran darüber darin dabei dadurch hierfür hierzu womit wofür worauf woran wovon wozu worüber wobei wodurch bzw usw evtl eventuell bspw beispielsweise natürlich wirklich tatsächlich einfach momentan aktuell derzeit',
    // Pronouns, determiners, prepositions.
    'sich euch ihm ihn ihrer ihres unserem unseren unserer unseres eurer eures dein deine deinen deinem deiner jene jener jenes dessen deren diesem diesen keinem keiner keines beide beiden einige einigen mehrere manche solche solchen alles nichts nix irgendein irgendeine irgendwo irgendwann jemanden niemand jeweils bis ab durch wegen trotz statt außer ausser innerhalb außerhalb ausserhalb zwischen unter hinter neben je als',
    // Auxiliary and modal verbs; asking, saying, knowing.
    'sei wäre wären gewesen geworden wurde wurden worden hatte hatten hätte hätten kannst könnten konnte konnten müsst musst musste mussten müsste dürft durfte dürfte soll sollen sollte sollten solltet will willst wollen wollt wollte möchte möchten möchtest mag mögen lassen lässt lasse lass tun tut mache machen macht machst gemacht geht gehen ging gibts passiert passieren',
    // Being somewhere ("Wo stehen eure Server?"): the question's "where" says it.
    'stehen steht liegen liegt befinden befindet sitzt sitzen dient dienen',
    'sagen sagt sag wissen weiß weiss wüsste frage fragen fragt interessiert interesse herr frau hi hey moin servus grüße grüsse gruß gruss vielen dank lg mfg ok okay',
  ].join(' '),
  nl: [
    'eigenlijk wel toch echt misschien ongeveer precies zeker nu dan daar hier straks altijd nooit soms meestal ooit weer nogal erg zeer te toe mee af na sinds binnen buiten tussen onder boven achter naast rond via dus want omdat zodat terwijl nadat voordat alvast evt eventueel bijvoorbeeld bv natuurlijk inderdaad sowieso trouwens verder daarnaast nou hoor oké ok hey hè nee',
    'hem haar hun hen zich ieder iedere alle alles niets niks wiens ervan erover erin erop ermee hiervoor daarvoor waarvoor waarmee waarom',
    'staan staat liggen ligt bevinden bevindt zitten zit dient dienen',
    'word werd werden geweest had hadden kon konden zal zult zullen zouden moest moesten wil wilt willen wilde wilden mocht mochten laten doen doet deed gedaan gaat gaan ga weten weet zeggen zeg zegt vraag vragen vraagje benieuwd beste groeten groet vriendelijke mvg goedemorgen goedemiddag goedenavond',
  ].join(' '),
  fr: [
    'encore déjà vraiment juste seulement toujours jamais parfois peut-être environ exactement précisément bien bientôt maintenant actuellement alors donc ensuite ici là-bas trop assez beaucoup peu plutôt comme parce pourquoi afin ainsi également notamment surtout voilà svp stp plaît excusez désolé désolée',
    'lequel laquelle lesquels lesquelles dont entre vers depuis durant avant après selon via jusque auprès parmi hors dès lui eux moi toi soi se me te ça cela ceci celui celle ceux celles toute toutes rien importe',
    'trouve trouvent trouvez',
    'était étaient sera seront serait seraient soit avais avait aurait aurais auriez aura auront pourrait pourriez pourrais pourrions pourra pourront voudrais voudrait voudrions voulez veux veut voulons veulent vouloir doit devez devons doivent devrais devrait devrions devoir faudrait fais fait faites faire fera ferez savoir sais sait savez saurais dire dites question questions madame monsieur cordialement coucou ok passe passent passer passé passée passés',
  ].join(' '),
  es: [
    'todavía aún aun ya solo sólo solamente únicamente justo exactamente aproximadamente más menos mucho mucha muchos muchas poco poca pocos pocas bastante demasiado siempre nunca casi bien mal ahora actualmente entonces luego después antes aquí allí ahí allá así tal pues porque realmente verdad oye saludos',
    'quien quienes cuyo entre hacia hasta desde sobre según mediante tras nos os mí ti conmigo contigo vos vuestros vuestras nuestros nuestras este esta estos estas ese esa esos esas aquel aquella esto eso aquello todo toda todos todas nada nadie alguno alguna algún algunos algunas ningún ninguno ninguna',
    'encuentra encuentran',
    'ser estar sean era eran fue fueron sido estaba sería serían habrá había haya han ha has he hemos habéis tenemos tener tenga tengan tienes podemos podría podrían podríais pueda puedan puedes poder quiero quiere quieren queremos quería queríamos quisiera quisiéramos querría deber debo debe deben debemos debería deberían creer creo cree crees hace hacen hacéis hago hacer hacemos haces vamos va voy ir gustaría gusta saber sé sabe saben decir diga pregunta preguntas pasa',
  ].join(' '),
  pt: [
    'ou ainda já realmente só somente apenas exatamente aproximadamente mais menos muita muitos muitas pouco pouca poucos poucas bastante demais sempre nunca quase bem mal agora atualmente então depois antes aqui ali lá aí assim tal pois porque porquê aliás inclusive exemplo caso tá né ok',
    'cujo entre até desde sobre conforme através vos mim ti comigo contigo consigo vosso vossa vossos vossas nossos nossas este esta estes estas esse essa esses essas aquele aquela isto isso aquilo todo toda todos todas tudo nada ninguém algum alguma alguns algumas nenhum nenhuma',
    'fica ficam ficar',
    'ser estar seja sejam era eram foi foram sido estava seria seriam haverá havia haja ter tinha teria tenha tens podemos poderia poderiam possa possam podes poder quero quer querem queremos queria queríamos gostaria gostaríamos devo deve devem devemos deveria deveriam faço fazemos fazes fazia vamos vai vão vou ir saber sei sabe dizer diga pergunta perguntas dúvida dúvidas acontece',
  ].join(' '),
};
