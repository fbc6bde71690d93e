const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The n-th key of the sequence `a0, a1, ..., az, b00, ..., bzz, c000, ...`: the integer
 * keys of fractional indexing (as GitBook orders table records), sortable as plain strings.
 */
export function orderKey(index: number): string {
  let rest = index;
  for (let length = 1; length <= 26; length++) {
    const count = DIGITS.length ** length;
    if (rest < count) {
      let digits = '';
      for (let position = 0; position < length; position++) {
        digits = DIGITS[rest % DIGITS.length] + digits;
        rest = Math.floor(rest / DIGITS.length);
      }
      return String.fromCharCode(97 + length - 1) + digits;
    }
    rest -= count;
  }
  throw new RangeError('too many records');
}
