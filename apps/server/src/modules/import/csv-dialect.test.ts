import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sniffDelimiter } from './csv-dialect.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-dialect-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let files = 0;
const file = (content: string) => {
  const at = path.join(dir, `f${++files}.csv`);
  fs.writeFileSync(at, content);
  return at;
};

describe('sniffDelimiter', () => {
  it('finds the delimiter every line agrees on, ignoring delimiters inside quotes', () => {
    expect(sniffDelimiter(file('a,b,c\n1,2,3\n'))).toBe(',');
    expect(sniffDelimiter(file('a;b;c\r\n"1,5";2;3\r\n'))).toBe(';');
    expect(sniffDelimiter(file('a\tb\n1\t2\n'))).toBe('\t');
    expect(sniffDelimiter(file('a|b|c,d\n1|2|3,4\n'))).toBe('|');
  });

  it('starts after the rows to skip', () => {
    expect(sniffDelimiter(file('Exported by payroll; do not edit\nid,amount\n1,2\n'), 1)).toBe(',');
  });

  it('leaves the file to DuckDB when the lines disagree or a quoted field spans lines', () => {
    expect(sniffDelimiter(file('a,b,c\n1,2\n'))).toBeUndefined();
    expect(sniffDelimiter(file('a,b\n"line one\nline two",2\n'))).toBeUndefined();
    expect(sniffDelimiter(file('just one column\nvalue\n'))).toBeUndefined();
  });
});
