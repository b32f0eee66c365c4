/**
 * Glossary data (glossary.ts): the function words of German, Dutch, French, Spanish and Portuguese
 * questions (articles, pronouns, prepositions, auxiliaries, greetings). They carry no topic, so a
 * question is not judged by them: what counts is how many of its other words the glossary knows.
 */
export const FUNCTION_WORDS = [
  // German
  'ich du er sie es wir ihr euer eure euren eurem ihre ihren ihnen mein meine meinen meinem meiner mich mir dich dir uns unser unsere ein eine einen einem einer eines der die das den dem des dass und oder aber für mit von zu zum zur bei beim auf in im an am aus nach über um vor ist sind bin bist seid war hat haben habe hast habt gibt geben kann kannst können könnt könnte muss müssen darf wird werden würde noch auch schon nur nicht kein keine keinen was wer ob wenn man bitte mal denn doch ja nein hallo guten tag danke gerne welcher dieser diese dieses alle sehr etwa ungefähr seit jemand etwas während andere anderen anderes anders gegen',
  // Dutch
  'ik je jij jou u we wij jullie hij zij ze het de een en of maar voor met van bij op in aan uit naar over om tot is zijn ben bent was heeft hebben heb hebt kan kunnen kun kunt moet moeten mag mogen wordt worden zou er ook al nog niet geen wat waar wie mijn mij me ons onze uw jouw je dat die deze dit als graag even hallo hoi goedendag dank bedankt alstublieft zo heel iemand iets tijdens ander andere tegen',
  // French
  'je tu il elle nous vous ils elles on le la les un une des du de et ou mais pour avec par sur sous dans en au aux à chez est sont suis es êtes sommes ai as avez avons ont peux peut pouvez pouvons puis faut ce cet cette ces mon ma mes ton ta tes votre vos notre nos leur leurs que qui quoi est-ce y pas ne plus bonjour bonsoir salut merci svp très aussi si oui non tout tous quelqu’un quelque chose pendant autre autres contre',
  // Spanish
  'yo tú usted ustedes nosotros vosotros él ella ellos el la los las un una unos unas y o pero para con por de del al en a es son soy eres está están estoy hay tiene tienen tengo tenéis puedo puede pueden podéis se me te le les lo mi mis tu tus su sus nuestro nuestra vuestro vuestra que qué quién hola buenas buenos gracias muy también no sí si favor alguien algo durante otro otra otros otras contra',
  // Portuguese
  'eu você vocês nós o a os as um uma uns umas e ou mas para pra com por pelo pela de do da dos das no na nos nas em ao à é são sou está estão estou há tem têm tenho temos posso pode podem se me te lhe meu minha meus minhas seu sua seus suas nosso nossa que quem olá oi obrigado obrigada muito também não sim fazem faz fazer favor alguém algo durante outro outra outros outras',
].join(' ');
