/**
 * Frame words: general English that frames a question rather than naming what it is about ("what would a van
 * cost me for a whole week", "is it possible to…", "how far can it go", "I'm old enough?"). A page answers such
 * a question in its own words ("Week (7 days): £540", "range: about 300 miles"), so a frame word it does not say
 * is no sign that it answers another question; a missing name or rare noun ("France", "Glasgow", "booster") is.
 *
 * The list is general language, hand-compiled by word class from English grammar (not from any site's pages or
 * questions): the modal and semi-modal verbs the database's stop list keeps; degree, focus and hedging adverbs;
 * adverbs and particles of direction that fill out phrasal verbs; vague quantifiers; and the most frequent
 * everyday verbs, adjectives and general nouns of English (words of the kind at the top of any general
 * frequency list, such as West's General Service List), each one a word any site's visitors use to frame a
 * question about anything. Words that name a fact a page states in the same word ("free", "open", "late",
 * "cancel", "refund", "full", "available") are not frame words and are left out.
 *
 * A frame word a sentence does not say weighs little (FRAME_WEIGHT of its idf, answer/extractive.ts); a capitalised
 * one inside a question (a name) is never a frame word.
 */
export const FRAME_WORDS: ReadonlySet<string> = new Set([
  // modal and semi-modal verbs (not in the database's stop list)
  'would',
  'could',
  'might',
  'must',
  'shall',
  'may',
  'wont',
  'cant',
  'ought',
  'need',
  'needs',
  'needed',
  // degree, focus and hedging adverbs
  'enough',
  'very',
  'quite',
  'rather',
  'pretty',
  'even',
  'still',
  'already',
  'almost',
  'nearly',
  'maybe',
  'perhaps',
  'probably',
  'possibly',
  'definitely',
  'ever',
  'anyway',
  'instead',
  'else',
  'much',
  'far',
  'many',
  'roughly',
  'approximately',
  // direction adverbs and particles of phrasal verbs ("come along", "sort it out")
  'along',
  'away',
  'around',
  'back',
  'anywhere',
  'somewhere',
  'everywhere',
  // prepositions and pronouns the stop list misses, as typed in chat
  'till',
  'til',
  'anytime',
  'aswell',
  'mine',
  'yours',
  // vague quantifiers
  'whole',
  'entire',
  'couple',
  'bit',
  'lot',
  'lots',
  'bunch',
  'loads',
  // the most frequent everyday verbs
  'want',
  'wants',
  'wanted',
  'happen',
  'happens',
  'happened',
  'mean',
  'means',
  'seem',
  'seems',
  'say',
  'says',
  'said',
  'think',
  'bother',
  'manage',
  'sort',
  'deal',
  'going',
  'getting',
  'doing',
  'putting',
  // everyday adjectives that qualify without naming
  'possible',
  'impossible',
  'normal',
  'normally',
  'usual',
  'usually',
  'special',
  'certain',
  'particular',
  'general',
  'whatever',
  'sure',
  'fine',
  'okay',
  'good',
  'bad',
  'real',
  'proper',
  'actual',
  'own',
  'kind',
  // general nouns that stand for whatever the question is about
  'problem',
  'problems',
  'place',
  'places',
  'stuff',
  'way',
  'situation',
  'case',
  'idea',
]);

/** What a frame word a question holds counts for against its idf weight. */
export const FRAME_WEIGHT = 0.1;
