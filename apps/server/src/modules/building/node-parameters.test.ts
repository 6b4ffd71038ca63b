import { describe, expect, it } from 'vitest';
import { applyNodeParameters } from './node-parameters.js';

describe('node properties as query parameters', () => {
  it('writes each $property as a quoted literal, whatever its case', () => {
    const { sql, missing } = applyNodeParameters(
      'select * from model.l where amount >= $Min_Amount and country = $country',
      [
        { name: 'min_amount', value: '0' },
        { name: 'country', value: "N'L" },
      ],
    );
    expect(sql).toBe("select * from model.l where amount >= '0' and country = 'N''L'");
    expect(missing).toEqual([]);
  });

  it('leaves placeholders in comments and strings alone and names those without a property', () => {
    const { sql, missing } = applyNodeParameters("select '$country' as t -- $country\n where x = $limit", [
      { name: 'country', value: 'NL' },
    ]);
    expect(sql).toBe("select '$country' as t -- $country\n where x = $limit");
    expect(missing).toEqual(['limit']);
  });
});
