import { describe, expect, it } from 'vitest';
import { positionalParameters } from './pg-parameters.js';

describe('PostgreSQL $name parameters', () => {
  it('numbers each name once, in order of first use, with its value or null', () => {
    expect(
      positionalParameters('SELECT * FROM t WHERE a >= $min AND b = $country AND c < $min + $missing', {
        min: 10,
        country: 'NL',
      }),
    ).toEqual({
      text: 'SELECT * FROM t WHERE a >= $1 AND b = $2 AND c < $1 + $3',
      values: [10, 'NL', null],
    });
  });

  it('leaves names in quoted text, quoted names, comments and dollar quotes alone', () => {
    const sql = [
      `SELECT '$a' AS x, E'it\\'s $a' AS y, "$a" AS z, $$ $a $$ AS w, $q$ $a $q$ AS v -- $a`,
      `/* $a /* nested $a */ still $a */ , $a AS u, 'it''s $a' AS t`,
    ].join('\n');
    const { text, values } = positionalParameters(sql, { a: 1 });
    expect(values).toEqual([1]);
    expect(text).toBe(sql.replace(', $a AS u', ', $1 AS u'));
  });

  it('keeps positional parameters and identifiers with a dollar as they are', () => {
    expect(positionalParameters('SELECT $1, col$name FROM t', {})).toEqual({
      text: 'SELECT $1, col$name FROM t',
      values: [],
    });
  });
});
