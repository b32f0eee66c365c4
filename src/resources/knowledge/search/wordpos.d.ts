// wordpos ships no types; only the two calls the answerer uses are described.
declare module 'wordpos' {
  export interface Pointer {
    pointerSymbol: string;
    synsetOffset: string;
    pos: string;
    /** Four hex digits: the source and target word numbers of a lexical pointer, "0000" for a semantic one. */
    sourceTarget: string;
  }
  export interface Synset {
    synsetOffset: string;
    pos: string;
    synonyms: string[];
    ptrs: Pointer[];
  }
  export default class WordPOS {
    constructor(options?: { profile?: boolean; stopwords?: boolean });
    lookup(word: string): Promise<Synset[]>;
    seek(offset: string | number, pos: string): Promise<Synset>;
  }
}
