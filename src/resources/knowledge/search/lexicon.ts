/**
 * A small, general-purpose English word list for questions about products and
 * companies: how visitors say things against how websites write them. It is not
 * about any one site. Each group holds words and short phrases used for the same
 * thing; a question word found in a group also matches the group's other entries
 * (at a discount, see answerer.ts and search.ts). Entries are stemmed by the
 * database's own English dictionary before use, so "paying" finds "pay".
 */
export const SYNONYM_GROUPS: readonly string[][] = [
  // money and plans
  ['price', 'pricing', 'cost', 'charge', 'fee', 'pay', 'payment', 'billing', 'bill', 'expensive', 'cheap', 'afford', 'affordable'],
  ['free', 'no cost', 'no charge', 'complimentary', 'free of charge'],
  ['trial', 'try', 'evaluate', 'test drive'],
  ['refund', 'money back', 'reimburse', 'repay'],
  ['cancel', 'quit', 'leave', 'terminate', 'unsubscribe'],
  ['discount', 'reduction', 'reduced', 'coupon', 'promo', 'promotion', 'off'],
  ['nonprofit', 'non-profit', 'charity', 'ngo'],
  ['annual', 'annually', 'yearly', 'year', 'whole year'],
  ['monthly', 'month'],
  ['downgrade', 'smaller plan', 'cheaper plan', 'lower plan'],
  ['upgrade', 'bigger plan', 'larger plan', 'higher plan'],
  ['exceed', 'more than', 'go over', 'extra', 'overage', 'above'],
  ['limit', 'maximum', 'max', 'cap', 'quota', 'allow', 'up to'],
  ['accept', 'take'],
  // accounts and access
  ['register', 'registration', 'sign up', 'signup', 'create an account', 'join'],
  ['login', 'log in', 'sign in', 'signin', 'single sign-on', 'sso', 'authenticate', 'authentication'],
  ['force', 'enforce', 'require', 'mandatory', 'compulsory'],
  ['user', 'seat', 'people', 'person', 'member', 'licence', 'license', 'login', 'log in'],
  ['card', 'card details', 'credit card', 'debit card', 'visa', 'mastercard', 'amex', 'american express'],
  // connecting to other software
  ['integrate', 'integration', 'connect', 'connection', 'connector', 'hook up', 'work with', 'plug in', 'plugin', 'compatible', 'support'],
  ['tool', 'software', 'system', 'platform', 'solution'],
  ['update', 'sync', 'synchronise', 'synchronize', 'refresh', 'recalculate', 'recompute'],
  ['shop', 'store', 'webshop', 'online store', 'storefront', 'channel'],
  ['warehouse', 'fulfilment', 'fulfillment', '3pl', 'wms'],
  ['accounting', 'bookkeeping', 'accountant', 'ledger'],
  ['api call', 'request'],
  ['spreadsheet', 'csv', 'excel', 'xlsx'],
  ['row', 'line', 'record', 'entry'],
  ['export', 'download', 'get out', 'take out'],
  ['migrate', 'migration', 'move over', 'bring over', 'transfer', 'switch over'],
  ['offline', 'without internet', 'no internet', 'without a connection'],
  ['app', 'application', 'mobile', 'phone', 'smartphone', 'ios', 'android'],
  ['notify', 'notification', 'alert', 'ping', 'warn', 'remind', 'reminder'],
  ['run out', 'out of stock', 'sold out', 'stockout'],
  ['product', 'item', 'sku', 'goods'],
  ['bundle', 'kit', 'combo'],
  ['return', 'send back', 'give back'],
  ['customer', 'client', 'buyer', 'shopper'],
  ['forecast', 'forecasting', 'prediction', 'predict', 'projection'],
  ['release', 'launch', 'come out', 'roll out', 'introduce', 'changelog', 'release notes'],
  ['include', 'come with', 'part of', 'contain'],
  ['old', 'previous', 'existing', 'current', 'legacy', 'another'],
  ['history', 'past', 'previous'],
  ['data', 'stuff', 'information', 'info', 'content'],
  // help and people
  ['support', 'help', 'assistance', 'helpdesk'],
  ['call', 'phone', 'telephone', 'ring'],
  ['contact', 'reach', 'get in touch', 'talk to', 'email', 'chat'],
  ['respond', 'response', 'reply', 'answer', 'get back to', 'hear back'],
  ['language', 'speak'],
  ['training', 'webinar', 'course', 'class', 'lesson', 'tutorial', 'workshop', 'session'],
  ['setup', 'set up', 'onboarding', 'get started', 'getting started', 'implementation', 'install', 'installation', 'up and running'],
  ['team', 'staff', 'employee', 'headcount', 'workforce'],
  ['founded', 'founder', 'established', 'started', 'set up the company'],
  ['funding', 'raised', 'investment', 'investor', 'funding round'],
  ['office', 'headquarters', 'hq', 'based', 'address', 'located'],
  // trust
  ['secure', 'security', 'safe', 'safety', 'protect', 'protection'],
  ['certified', 'certification', 'certificate', 'compliant', 'compliance', 'accredited', 'audit', 'attestation'],
  ['host', 'hosted', 'hosting', 'server', 'storage', 'data centre', 'data center', 'region', 'cloud'],
  ['vulnerability', 'security hole', 'security problem', 'security issue', 'flaw', 'exploit'],
  ['backup', 'back up', 'backed up'],
  ['guarantee', 'guaranteed', 'sla', 'service level agreement', 'commitment'],
  ['uptime', 'availability', 'downtime', 'outage', 'status', "you're down", 'is down', 'are down', 'goes down', 'go down'],
  // places
  ['big', 'large', 'larger', 'bigger', 'huge'],
  ['small', 'smaller', 'little', 'tiny'],
];

/**
 * Abbreviations and what they stand for: the same thing, so they count as the
 * question's own word, not as a synonym.
 */
export const SAME_GROUPS: readonly string[][] = [
  ['sso', 'single sign-on'],
  ['2fa', 'two-factor', 'two-factor authentication', 'mfa', 'multi-factor'],
  ['dpa', 'data processing agreement'],
  ['gdpr', 'general data protection regulation'],
  ['sla', 'service level agreement'],
  ['ceo', 'chief executive', 'chief executive officer'],
  ['cto', 'chief technology officer'],
  ['cfo', 'chief financial officer'],
  ['coo', 'chief operating officer'],
  ['faq', 'frequently asked questions'],
  ['us', 'usa', 'united states', 'america'],
  ['uk', 'united kingdom', 'britain'],
  ['eu', 'european union'],
];

/** Casual words that carry nothing a page could match ("do you guys…", "hey, quick question…"). */
export const FILLER = new Set([
  'guys', 'guy', 'folks', 'folk', 'hey', 'hi', 'hello', 'please', 'pls', 'plz', 'thanks', 'thank', 'thx', 'actually', 'really',
  'kinda', 'sorta', 'basically', 'wondering', 'wonder', 'curious', 'quick', 'question', 'anyone', 'somebody', 'someone', 'ok', 'okay',
  'wanna', 'gonna', 'gotta', 'lol', 'btw', 'tell', 'know', 'like', 'ya', 'yall', "y'all", 'u', 'ur', 'also', 'exactly', 'thing', 'things',
  'everything', 'anything', 'something', 'somehow', 'currently', 'right', 'now', 'check', 'out',
]);

/**
 * Common verbs that carry little of a question's meaning ("do you take cards",
 * "how far back does it look"), and nouns that only name a kind of thing: they
 * count half.
 */
export const LIGHT_WORDS = new Set([
  'take', 'use', 'look', 'give', 'go', 'put', 'keep', 'let', 'come', 'see', 'find', 'need', 'work', 'offer', 'provide', 'able',
  'get', 'got', 'make', 'want', 'happen', 'happens',
  // and nouns that only name a kind of thing ("which shipping tools", "which cloud provider")
  'tool', 'tools', 'software', 'system', 'systems', 'platform', 'platforms', 'service', 'services', 'solution', 'solutions', 'option',
  'options', 'kind', 'type', 'types', 'way', 'ways', 'method', 'methods', 'provider', 'providers', 'vendor', 'vendors', 'feature', 'features',
]);

/** Words that stand for the site's own company in a visitor's question ("who started the company?"). */
export const SELF_RE = /\b(?:the|your|this|ur) (?:company|business|firm|organisation|organization|startup)\b/gi;

/** Number words and the digits they stand for, both ways: "two months" answers "2 months". */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, thousand: 1000, million: 1_000_000,
  once: 1, twice: 2, single: 1, dozen: 12,
};

/**
 * Words that say how many of a thing there are, not what it is ("can one order
 * ship from two warehouses?", "several brands"): they are not what a question is
 * about. A number word before a unit ("thirty days") still counts: it is the fact asked about.
 */
export const QUANTITY_WORDS = new Set([
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'dozen', 'dozens',
  'hundreds', 'thousands', 'several', 'multiple', 'many', 'various', 'numerous', 'couple', 'lots', 'plenty',
]);

/**
 * Irregular verbs, base form first: the stemmer cannot join "find" and "found",
 * so a visitor who asks what to do if they "find" a problem misses a page that
 * says "Found a problem?". Forms of one verb count as the same word. Forms that are
 * as often another word ("bore", "ground", "wound", "lay", "left") or an adjective
 * ("paid plans", "paid holiday") are left out.
 */
export const IRREGULAR_VERBS: readonly string[][] = [
  ['find', 'found'], ['buy', 'bought'], ['send', 'sent'], ['make', 'made'], ['take', 'took', 'taken'],
  ['get', 'got', 'gotten'], ['run', 'ran'], ['go', 'went', 'gone'], ['give', 'gave', 'given'], ['see', 'saw', 'seen'],
  ['know', 'knew', 'known'], ['write', 'wrote', 'written'], ['break', 'broke', 'broken'], ['keep', 'kept'],
  ['lose', 'lost'], ['build', 'built'], ['sell', 'sold'], ['tell', 'told'], ['begin', 'began', 'begun'], ['choose', 'chose', 'chosen'],
  ['hold', 'held'], ['bring', 'brought'], ['think', 'thought'], ['teach', 'taught'], ['spend', 'spent'], ['meet', 'met'],
  ['feel', 'felt'], ['win', 'won'], ['grow', 'grew', 'grown'], ['come', 'came'], ['become', 'became'], ['drive', 'drove', 'driven'],
  ['fall', 'fell', 'fallen'], ['forget', 'forgot', 'forgotten'], ['hide', 'hid', 'hidden'], ['rise', 'rose', 'risen'],
  ['speak', 'spoke', 'spoken'], ['steal', 'stole', 'stolen'], ['throw', 'threw', 'thrown'], ['wear', 'wore', 'worn'],
  ['stand', 'stood'], ['understand', 'understood'], ['lead', 'led'], ['fly', 'flew', 'flown'], ['draw', 'drew', 'drawn'],
  ['ride', 'rode', 'ridden'], ['freeze', 'froze', 'frozen'], ['shoot', 'shot'], ['strike', 'struck'], ['dig', 'dug'],
  ['hang', 'hung'], ['seek', 'sought'], ['catch', 'caught'], ['fight', 'fought'], ['sleep', 'slept'], ['say', 'said'],
  ['hear', 'heard'], ['mean', 'meant'], ['deal', 'dealt'], ['sit', 'sat'], ['sing', 'sang', 'sung'], ['sink', 'sank', 'sunk'],
  ['swim', 'swam', 'swum'], ['eat', 'ate', 'eaten'], ['drink', 'drank', 'drunk'], ['forgive', 'forgave', 'forgiven'],
  ['withdraw', 'withdrew', 'withdrawn'], ['arise', 'arose', 'arisen'], ['beat', 'beaten'], ['bend', 'bent'], ['bite', 'bitten'],
  ['bleed', 'bled'], ['blow', 'blew', 'blown'], ['breed', 'bred'], ['feed', 'fed'], ['flee', 'fled'], ['forbid', 'forbade', 'forbidden'],
  ['mistake', 'mistook', 'mistaken'], ['shake', 'shook', 'shaken'], ['show', 'shown'], ['shrink', 'shrank', 'shrunk'],
  ['slide', 'slid'], ['spin', 'spun'], ['stick', 'stuck'], ['swear', 'swore', 'sworn'], ['sweep', 'swept'], ['swing', 'swung'],
  ['tear', 'tore', 'torn'], ['wake', 'woke', 'woken'], ['weep', 'wept'], ['undo', 'undid', 'undone'], ['overcome', 'overcame'],
];

/**
 * Adjectives whose comparative and superlative the stemmer leaves as they are
 * ("cheaper", "biggest"): those forms reach the base word, and through it the
 * base word's synonyms ("cheaper" finds prices).
 */
export const GRADABLE = [
  'cheap', 'costly', 'big', 'large', 'small', 'tiny', 'huge', 'fast', 'quick', 'slow', 'easy', 'hard', 'safe', 'new', 'old',
  'long', 'short', 'high', 'low', 'early', 'late', 'simple', 'strong', 'weak', 'busy', 'close', 'young', 'rich', 'poor', 'wide', 'deep',
  'light', 'heavy', 'warm', 'cold', 'hot', 'cool', 'clean', 'smart', 'great', 'tight', 'full', 'nice', 'fine', 'soon', 'quiet', 'loud',
  'near',
];

/** The comparative and superlative forms of GRADABLE ("bigger", "easiest", "larger"), each with its base word. */
export const COMPARATIVES: ReadonlyMap<string, string> = new Map(
  GRADABLE.flatMap((b) => {
    const stem = b.endsWith('e') ? b.slice(0, -1) : b.endsWith('y') && !/[aeiou]y$/.test(b) ? `${b.slice(0, -1)}i` : /[^aeiou][aeiou][bdgmnpt]$/.test(b) ? b + b.at(-1) : b;
    return [`${stem}er`, `${stem}est`].map((f) => [f, b] as const);
  }),
);

/**
 * Pairs of words that say opposite things ("largest" and "smallest", "north" and
 * "south", "import" and "export"): a sentence that says the opposite of a
 * question's word, and not the word itself, answers another question. General
 * English, not about any site; words the stemmer drops ("more", "before", "up")
 * cannot be told apart this way and are left out, and so are pairs that are as
 * often complementary as opposed ("open" and "closed" hours, "start" and "end").
 */
export const ANTONYMS: ReadonlyArray<readonly [string, string]> = [
  ['largest', 'smallest'], ['biggest', 'smallest'], ['larger', 'smaller'], ['bigger', 'smaller'], ['large', 'small'], ['big', 'small'],
  ['first', 'last'], ['increase', 'decrease'], ['increase', 'reduce'], ['higher', 'lower'], ['highest', 'lowest'], ['high', 'low'],
  ['earliest', 'latest'], ['earlier', 'later'], ['early', 'late'], ['north', 'south'], ['northern', 'southern'], ['east', 'west'],
  ['eastern', 'western'], ['northeast', 'southwest'], ['northwest', 'southeast'], ['maximum', 'minimum'], ['win', 'lose'],
  ['won', 'lost'], ['rise', 'fall'], ['rose', 'fell'], ['positive', 'negative'], ['major', 'minor'], ['inside', 'outside'],
  ['best', 'worst'], ['longest', 'shortest'], ['longer', 'shorter'], ['oldest', 'youngest'], ['older', 'younger'], ['oldest', 'newest'],
  ['strongest', 'weakest'], ['strong', 'weak'], ['true', 'false'], ['success', 'failure'], ['successful', 'unsuccessful'],
  ['legal', 'illegal'], ['public', 'private'], ['upper', 'lower'], ['allow', 'prohibit'], ['allow', 'forbid'], ['accept', 'reject'],
  ['rich', 'poor'], ['heavy', 'light'], ['fast', 'slow'], ['fastest', 'slowest'], ['faster', 'slower'], ['ancient', 'modern'],
  ['common', 'rare'], ['internal', 'external'], ['import', 'export'], ['gain', 'loss'], ['support', 'oppose'], ['agree', 'disagree'],
  ['born', 'died'], ['birth', 'death'], ['male', 'female'], ['men', 'women'], ['cheap', 'expensive'], ['upgrade', 'downgrade'],
  ['include', 'exclude'], ['online', 'offline'], ['add', 'remove'], ['enable', 'disable'], ['input', 'output'], ['inbound', 'outbound'],
  ['arrive', 'depart'], ['victory', 'defeat'], ['attack', 'defend'], ['majority', 'minority'], ['summer', 'winter'],
  ['morning', 'evening'], ['domestic', 'foreign'], ['urban', 'rural'], ['wet', 'dry'], ['hot', 'cold'], ['superior', 'inferior'],
  ['former', 'latter'], ['permanent', 'temporary'], ['possible', 'impossible'], ['direct', 'indirect'], ['natural', 'artificial'],
  ['war', 'peace'], ['expand', 'shrink'], ['upstream', 'downstream'], ['visible', 'invisible'],
];
