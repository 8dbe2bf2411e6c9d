import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  isEmail,
  isEmpty,
  isIPv4,
  isIpWhitelist,
  isPasswordPattern1,
  isPasswordPattern2,
  isUrl,
} from './rules.ts';

const PATTERN_1_SYMBOLS = '~`!@#$%^&*()_-+=<>.?:"{}';
const ASCII_SYMBOLS = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).filter((c) =>
  /[^A-Za-z0-9]/.test(c),
);

describe('isEmpty', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['the string "null"', 'null'],
    ['the string "undefined"', 'undefined'],
    ['the empty string', ''],
    ['an empty array', []],
    ['an empty object', {}],
    ['an object without prototype', Object.create(null) as object],
  ])('is empty: %s', (_, value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([
    ['zero', 0],
    ['NaN', NaN],
    ['a negative number', -1],
    ['Infinity', Infinity],
    ['false', false],
    ['true', true],
    ['a space', ' '],
    ['"0"', '0'],
    ['"NULL" (case matters)', 'NULL'],
    ['"false"', 'false'],
    ['an array holding undefined', [undefined]],
    ['an object with a key', { a: undefined }],
    ['an object with only a symbol key', { [Symbol('k')]: 1 }],
    ['a Date', new Date(0)],
    ['an empty Map', new Map()],
    ['a function', () => undefined],
    ['a bigint zero', 0n],
  ])('is not empty: %s', (_, value) => {
    expect(isEmpty(value)).toBe(false);
  });

  it('never calls a number or boolean empty', () => {
    fc.assert(fc.property(fc.oneof(fc.double(), fc.integer(), fc.boolean()), (value) => !isEmpty(value)));
  });
});

describe('isEmail', () => {
  it.each([
    'a@b.co',
    'a.b-c_d@x.y.z',
    'user_name@example.com',
    '_@a.b',
    'a-b@c-d.e-f',
    'A1@B2.C3',
    'first.last@sub.domain.example.org',
    '123@456.789',
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['no domain dot', 'a@b'],
    ['leading dot', '.a@b.c'],
    ['double dot in local part', 'a..b@c.d'],
    ['domain starting with a dot', 'a@.b.c'],
    ['space', 'a b@c.d'],
    ['trailing dot', 'a@b.c.'],
    ['trailing hyphen in local part', 'a-@b.c'],
    ['plus in local part', 'a+b@c.d'],
    ['two @', 'a@b@c.d'],
    ['no @', 'ab.cd'],
    ['empty local part', '@b.c'],
    ['empty', ''],
    ['leading space', ' a@b.c'],
    ['trailing newline', 'a@b.c\n'],
    ['non-ASCII letter', 'é@b.c'],
    ['hyphen ending a domain label', 'a@b-.c'],
  ])('rejects %s: %j', (_, value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('answers promptly on long near-miss input', () => {
    expect(isEmail(`${'a.'.repeat(5000)}@${'b.'.repeat(5000)}`)).toBe(false);
  });
});

describe('isPasswordPattern1', () => {
  it.each([
    [5, false],
    [6, true],
    [20, true],
    [21, false],
  ])('length %i → %s', (length, expected) => {
    expect(isPasswordPattern1('a'.repeat(length))).toBe(expected);
  });

  it.each(PATTERN_1_SYMBOLS.split(''))('allows the symbol %s', (symbol) => {
    expect(isPasswordPattern1(`abc12${symbol}`)).toBe(true);
  });

  const disallowed = ASCII_SYMBOLS.filter((c) => !PATTERN_1_SYMBOLS.includes(c));
  it('refuses exactly the ASCII symbols outside its list', () => {
    expect([...disallowed].sort()).toEqual(["'", ',', '/', ';', '[', '\\', ']', '|'].sort());
  });
  it.each([...disallowed, ' ', '\t', 'é', '中', '😀', '\u0000'])('refuses %j', (char) => {
    expect(isPasswordPattern1(`abc12${char}`)).toBe(false);
  });

  it.each(['abcdef', '123456', 'ABCDEF', '~!@#$%', 'Ab1~`!@#$%^&*()_-+='])('accepts %s', (value) => {
    expect(isPasswordPattern1(value)).toBe(true);
  });

  it('accepts any 6 to 20 characters drawn from its alphabet', () => {
    const alphabet = `abcXYZ0189${PATTERN_1_SYMBOLS}`.split('');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { minLength: 6, maxLength: 20 }), (chars) =>
        isPasswordPattern1(chars.join('')),
      ),
    );
  });
});

describe('isPasswordPattern2', () => {
  it.each([
    ['letters and digits', 'abc123', true],
    ['letters and symbols', 'abc!@#', true],
    ['digits and symbols', '123!@#', true],
    ['all three', 'a1!a1!', true],
    ['only letters', 'abcdef', false],
    ['only digits', '123456', false],
    ['only symbols', '!@#$%^', false],
    ['five characters', 'ab12!', false],
    ['six characters', 'ab12!a', true],
    ['long, no upper limit', `${'a'.repeat(500)}1`, true],
    ['a space inside', 'abc 123', false],
    ['a tab inside', 'abc\t123', false],
    ['a newline at the end', 'abc123\n', false],
    ['a non-ASCII letter', 'abc12é', false],
    ['an emoji', 'abc12😀', false],
    ['upper and lower letters only', 'AbCdEf', false],
    ['empty', '', false],
  ])('%s: %j → %s', (_, value, expected) => {
    expect(isPasswordPattern2(value)).toBe(expected);
  });

  it.each(ASCII_SYMBOLS)('counts %s as a symbol', (symbol) => {
    expect(isPasswordPattern2(`abcde${symbol}`)).toBe(true);
    expect(isPasswordPattern2(`${symbol.repeat(6)}`)).toBe(false);
  });

  it('rejects anything with whitespace, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0'), fc.string(), (a, space, b) =>
        !isPasswordPattern2(`${a}${space}${b}`),
      ),
    );
  });
});

describe('isUrl', () => {
  it.each([
    ['http://example.com', undefined, true],
    ['https://example.com', undefined, true],
    ['HTTP://EXAMPLE.COM', undefined, true],
    ['http://', undefined, true],
    ['ftp://example.com', undefined, false],
    ['example.com', undefined, false],
    ['//example.com', undefined, false],
    ['http:/example.com', undefined, false],
    [' http://example.com', undefined, false],
    ['', undefined, false],
    ['/article/1', '/article', true],
    ['/news/1', '/article', false],
    ['anything', '', false],
    ['http://x.y', '/article', true],
  ])('%j with host %j → %s', (value, host, expected) => {
    expect(isUrl(value, host)).toBe(expected);
  });
});

describe('isIPv4', () => {
  it.each([
    ['', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['192.168.1.1', true],
    ['01.002.003.004', true],
    ['256.0.0.1', false],
    ['1.2.3.256', false],
    ['999.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['1..3.4', false],
    ['1.2.3.', false],
    ['.1.2.3', false],
    ['a.b.c.d', false],
    ['1.2.3.4a', false],
    ['0001.2.3.4', false],
    ['-1.2.3.4', false],
    ['+1.2.3.4', false],
    [' 1.2.3.4', false],
    ['1.2.3.4 ', false],
    ['١.٢.٣.٤', false],
    ['1,2,3,4', false],
  ])('%j → %s', (value, expected) => {
    expect(isIPv4(value)).toBe(expected);
  });

  it('accepts every address built from parts 0..255', () => {
    const part = fc.integer({ min: 0, max: 255 }).map(String);
    fc.assert(fc.property(fc.tuple(part, part, part, part), (parts) => isIPv4(parts.join('.'))));
  });

  it('rejects any address with a part from 256 to 999', () => {
    const part = fc.integer({ min: 0, max: 255 }).map(String);
    const bad = fc.integer({ min: 256, max: 999 }).map(String);
    fc.assert(
      fc.property(fc.tuple(part, part, part), bad, fc.integer({ min: 0, max: 3 }), (parts, wrong, at) => {
        const all = [...parts];
        all.splice(at, 0, wrong);
        return !isIPv4(all.join('.'));
      }),
    );
  });
});

describe('isIpWhitelist', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['1.2.3.4', true],
    ['1.2.3.4,5.6.7.8', true],
    [' 1.2.3.4 , 5.6.7.8 ', true],
    ['1.2.3.4,', false],
    [',1.2.3.4', false],
    ['1.2.3.4,,5.6.7.8', false],
    ['1.2.3.4, ', false],
    ['1.2.3.4,256.1.1.1', false],
    ['1.2.3.4;5.6.7.8', false],
    ['1.2.3.4 5.6.7.8', false],
    ['localhost', false],
  ])('%j → %s', (value, expected) => {
    expect(isIpWhitelist(value)).toBe(expected);
  });
});
