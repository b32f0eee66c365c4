/**
 * One entry of the glossary's word lists (glossary-*.ts): the English, the words of German, Dutch, French,
 * Spanish and Portuguese that mean it (lower case, one token each, space-separated), and optionally the
 * languages those words are of ("pt", "es pt"). An entry without languages is read in a question in any
 * of them. One with languages is read first in a question in those, and in another only when that
 * question's language has no reading of the word: Portuguese "segunda" is Monday, Spanish "segunda" the
 * second, and a Spanish "segundo" must not reach Monday through the shared stem "segund".
 */
export type Entry = [en: string, words: string, langs?: string];
