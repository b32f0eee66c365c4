// pg's package exports lib/utils.js (its "./lib/*" export) but @types/pg does not describe it.
declare module 'pg/lib/utils.js' {
  const utils: {
    /** How pg turns a bound value (Date, Buffer, array, object) into the text it sends. */
    prepareValue(value: unknown): unknown;
  };
  export default utils;
}
