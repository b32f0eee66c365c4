/**
 * The other parts of a message that asks for a person and belong to that request (issue 27): "… mit jemandem von
 * euch telefonieren. Geht das?", "Can someone visit us? I'd like to know who will be helping us", "I'd like to hear
 * from a shop that uses you. Could someone put me in touch with one?". Each is the same request said again, asked
 * about, or carried on; filed as a question of its own it would reach the team twice, once as "not covered".
 */

/** A question about the request before it, naming nothing itself: "Is that possible?", "Geht das?", "¿Se puede?". */
const ECHO =
  /^\s*¿?\s*(?:(?:and|so|but|und|en|et|y|e)\s+)?(?:is (?:that|this|it) (?:possible|ok|okay|doable|an option)|can (?:you|u|we|they|someone) (?:do|arrange|manage) (?:that|this|it)|could (?:that|this) (?:be arranged|work)|would (?:that|this) (?:work|be possible)|does (?:that|this) work|geht das(?: auch)?(?: so)?|ist das möglich|wäre das möglich|klappt das|lässt sich das machen|kan dat(?: ook)?|is dat mogelijk|zou dat kunnen|(?:c['’]est|est-ce|ce serait|serait-ce) (?:possible|faisable|envisageable)|(?:es|sería|seria) posible|se puede|(?:é|seria) possível|dá(?: para)?|pode ser)\s*[?!.]*\s*$/iu;

/** Who will look after the visitor: the person the hand-over brings, not a question for the knowledge. */
const WHO_HELPS =
  /(?<![\p{L}])(?:who|wer|wie|qui|quién|quien|quem)(?![\p{L}]).*(?<![\p{L}])(?:help|helps|helping|handle|handles|look after|looks after|support|helfen|hilft|betreut|helpen|helpt|begeleid\p{L}*|aide|aider|aidera|s['’]occupe\p{L}*|ayud\p{L}*|atiend\p{L}*|ajud\p{L}*|atend\p{L}*)(?![\p{L}])/iu;

/** Whether a named one is there: "Is Joanna from your Austin office around?", "Ist Priya heute da?". */
const AROUND =
  /^\s*(?:is|are|ist|sind|is|zijn|est-ce que|está|estão|esta)\s+\p{Lu}\p{Ll}+(?:\s+[\p{L}'’-]+){0,5}\s+(?:around|there|available|in|free|about|da|erreichbar|im büro|aanwezig|er|là|disponible|disponível|por ahí|aí)(?:\s+(?:today|now|heute|vandaag|aujourd['’]hui|hoy|hoje))?\s*[?!.]*\s*$/iu;

/**
 * Parts joined to the message's request for a person: a statement (what the visitor needs, who they are: the context
 * the person gets), a question that is an echo of the request, asks who will help or whether a named one is there,
 * or one that read alone asks for a person itself (`alone` reads a part's acts on its own).
 */
/** "Is Deniz around?", "Ist Priya heute im Büro?": a named one asked for by whether they are there (not "available"). */
const THERE =
  /^\s*(?:[Ii]s|[Ii]st|[Ee]stá)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?:still\s+|noch\s+|nog\s+|ainda\s+|todavía\s+)?(?:around|there|in today|in the office|about|free to talk|reachable|contactable|da|im büro|erreichbar|aanwezig|op kantoor|bereikbaar|là|au bureau|joignable|por ahí|localizable|aí|contactável)(?:\s+(?:today|now|heute|vandaag|aujourd['’]hui|hoy|hoje))?\s*[?!.]*\s*$/u;
export const asksIfThere = (text: string): boolean => THERE.test(text);

export function joinPersonParts<P extends { text: string; act: string }>(
  parts: P[],
  read: (text: string) => string,
  alone: (text: string) => ReadonlyArray<{ act: string }>,
): P[] {
  const person = parts.find((p) => p.act === 'person');
  if (!person || parts.length < 2) return parts;
  const joins = (p: P) => {
    if (p === person || (p.act !== 'question' && p.act !== 'statement')) return false;
    if (p.act === 'statement') return true;
    const said = read(p.text);
    if (ECHO.test(said) || WHO_HELPS.test(said) || AROUND.test(p.text)) return true;
    const acts = alone(p.text);
    return acts.length === 1 && acts[0]!.act === 'person';
  };
  const joined = parts.filter(joins);
  if (joined.length === 0) return parts;
  person.text = [person, ...joined]
    .sort((a, b) => parts.indexOf(a) - parts.indexOf(b))
    .map((p) => p.text)
    .join(' ');
  return parts.filter((p) => !joined.includes(p));
}
