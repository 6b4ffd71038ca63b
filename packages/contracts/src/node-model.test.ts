import { describe, expect, it } from 'vitest';
import {
  canonicalDataType,
  DATA_TYPES,
  DEFAULT_DATA_TYPE,
  englishMessage,
  extractQueryFields,
  fieldNameRules,
  fieldStatus,
  fieldSuggestions,
  guessDataType,
  stripSqlComments,
  validate,
  validateCategoryNames,
  validateFieldList,
  validateName,
  validatePropertyList,
  withFieldStatus,
  dataTypeRules,
  type RuleMessage,
} from './index.js';

const text = (m: RuleMessage | null) => (m ? englishMessage(m) : null);

describe('data types (section 5)', () => {
  it('allows the Azure and AWS lists, with their defaults', () => {
    expect(DATA_TYPES.azure).toEqual([
      'BIT',
      'DATE',
      'DATETIME',
      'DECIMAL(38,5)',
      'INT',
      'NVARCHAR(2)',
      'NVARCHAR(50)',
      'NVARCHAR(255)',
      'NVARCHAR(4000)',
      'NVARCHAR(MAX)',
      'VARCHAR(10)',
      'VARCHAR(50)',
      'VARCHAR(MAX)',
    ]);
    expect(DATA_TYPES.aws).toEqual(['INTEGER', 'REAL', 'TEXT']);
    expect(DEFAULT_DATA_TYPE).toEqual({ azure: 'NVARCHAR(255)', aws: 'TEXT' });
  });

  it('requires a type from the list, compared ignoring case (Invalid value)', () => {
    expect(validate('nvarchar(255)', ...dataTypeRules('azure'))).toBeNull();
    expect(validate('Decimal(38,5)', ...dataTypeRules('azure'))).toBeNull();
    expect(text(validate('TEXT', ...dataTypeRules('azure')))).toBe('Invalid value');
    expect(validate('text', ...dataTypeRules('aws'))).toBeNull();
    expect(text(validate('INT', ...dataTypeRules('aws')))).toBe('Invalid value');
    expect(text(validate(' ', ...dataTypeRules('aws')))).toBe('Field cannot be empty');
    expect(canonicalDataType('nvarchar(max)', 'azure')).toBe('NVARCHAR(MAX)');
  });

  it('guesses datetime from PERIOD, YEAR or DATE, decimal from AMOUNT or RATE, else nvarchar(255)', () => {
    expect(guessDataType('period', 'azure')).toBe('DATETIME');
    expect(guessDataType('TaxYear', 'azure')).toBe('DATETIME');
    expect(guessDataType('hire_date', 'azure')).toBe('DATETIME');
    expect(guessDataType('gross_amount', 'azure')).toBe('DECIMAL(38,5)');
    expect(guessDataType('fx_rate', 'azure')).toBe('DECIMAL(38,5)');
    expect(guessDataType('employee_name', 'azure')).toBe('NVARCHAR(255)');
    // AWS has no datetime or decimal in its list: the guesses map onto TEXT and REAL.
    expect(guessDataType('period', 'aws')).toBe('TEXT');
    expect(guessDataType('amount', 'aws')).toBe('REAL');
    expect(guessDataType('country', 'aws')).toBe('TEXT');
    for (const provider of ['azure', 'aws'] as const) {
      for (const name of ['period', 'amount', 'other'])
        expect(DATA_TYPES[provider]).toContain(guessDataType(name, provider));
    }
  });
});

describe('query fields', () => {
  const query = [
    '-- payroll lines, one row per wage component',
    'select employee_id as employee_id,',
    '       upper(country) AS Country, -- old: as country_code',
    '       cast(amount as decimal(18,2)) as amount,',
    '       /* as hidden_field */ period as period',
    '  from import.payroll_2026 as p',
    '  join (select 1 as inner_one) as x on true',
  ].join('\n');

  it('reads the aliases after `as` in query order, ignoring comments', () => {
    expect(extractQueryFields(query)).toEqual(['employee_id', 'Country', 'amount', 'period']);
  });

  it('ignores casts, table aliases, CTE names and sub-queries; keeps quoted aliases; each name once', () => {
    const sql = `with base as (select a as inner_a from t)
      select b as "Gross Amount", c as [bracketed], d as Name, e as name from base as b
      union all select 1 as "Gross Amount", 2, 3, 4 from base`;
    expect(extractQueryFields(sql)).toEqual(['Gross Amount', 'bracketed', 'Name']);
  });

  it('does not take -- inside a string for a comment', () => {
    expect(extractQueryFields("select '--' as dashes, 'it''s' as quote_text")).toEqual([
      'dashes',
      'quote_text',
    ]);
    expect(stripSqlComments('select 1 -- x\n/* y\nz */ as a')).toBe('select 1     \n    \n     as a');
  });

  it('field status: active when the name is a whole word of the query', () => {
    expect(fieldStatus('amount', 'select amount from t')).toBe('active');
    expect(fieldStatus('AMOUNT', 'select amount from t')).toBe('active');
    expect(fieldStatus('amount', 'select gross_amount from t')).toBe('inactive');
    expect(fieldStatus('amount', 'select amounts from t')).toBe('inactive');
    expect(fieldStatus('a.b', 'select axb from t')).toBe('inactive');
    expect(
      withFieldStatus(
        [
          { name: 'period', dataType: 'DATETIME' },
          { name: 'rate', dataType: 'INT' },
        ],
        'select period',
      ),
    ).toEqual([
      { name: 'period', dataType: 'DATETIME', status: 'active' },
      { name: 'rate', dataType: 'INT', status: 'inactive' },
    ]);
  });

  it('suggests the query fields not yet defined, in query order', () => {
    expect(fieldSuggestions(query, [{ name: 'COUNTRY' }])).toEqual(['employee_id', 'amount', 'period']);
  });
});

describe('new field (section 5)', () => {
  const azure = { isGain: false, provider: 'azure' } as const;

  it('name: required, at least 4 characters (2 for gain), no duplicate ignoring case', () => {
    expect(text(validate('', ...fieldNameRules(azure)))).toBe('Field cannot be empty');
    expect(text(validate('abc', ...fieldNameRules(azure)))).toBe('Please enter at least 4 characters');
    expect(validate('abcd', ...fieldNameRules(azure))).toBeNull();
    expect(validate('id', ...fieldNameRules({ isGain: true }))).toBeNull();
    expect(text(validate('i', ...fieldNameRules({ isGain: true })))).toBe(
      'Please enter at least 2 characters',
    );
    expect(text(validate('Amount', ...fieldNameRules(azure, ['amount'])))).toBe(
      'A field with this name already exists',
    );
    expect(validate('Amount', ...fieldNameRules(azure, ['amount']))!.key).toBe('noDuplicateField');
    expect(text(validate('gross amount', ...fieldNameRules(azure)))).toBe(
      'gross amount is not a valid field name',
    );
  });

  it('validates a whole list: each row against the rows before it', () => {
    const problems = validateFieldList(
      [
        { name: 'amount', dataType: 'DECIMAL(38,5)' },
        { name: 'AMOUNT', dataType: 'int' },
        { name: 'ab', dataType: 'TEXT' },
      ],
      azure,
    );
    expect(problems.map((p) => [p.index, p.field, text(p.message)])).toEqual([
      [1, 'name', 'A field with this name already exists'],
      [2, 'name', 'Please enter at least 4 characters'],
      [2, 'dataType', 'Invalid value'],
    ]);
    expect(validateFieldList([{ name: 'ab', dataType: 'text' }], { isGain: true, provider: 'aws' })).toEqual(
      [],
    );
  });
});

describe('names of branches, nodes, sources, categories, tests and properties', () => {
  it('branch: letters, digits, dash and underscore, not starting with a dash, no duplicate', () => {
    expect(validateName('branch', 'feature-1_x')).toBeNull();
    expect(text(validateName('branch', ''))).toBe('Field cannot be empty');
    expect(text(validateName('branch', 'my branch'))).toBe(
      'Only letters, digits, dashes and underscores are allowed',
    );
    expect(text(validateName('branch', 'a/b/c'))).toBe(
      'Only letters, digits, dashes and underscores are allowed',
    );
    expect(text(validateName('branch', '-abc'))).toBe('Field may not begin with a special character');
    expect(text(validateName('branch', 'dev'))).toBe('Please enter at least 4 characters');
    expect(text(validateName('branch', 'x'.repeat(101)))).toBe('Please enter at most 100 characters');
    expect(validateName('branch', 'Main', ['main'])!.key).toBe('noDuplicateBranchName');
    expect(text(validateName('branch', 'Main', ['main']))).toBe('A branch with this name already exists');
  });

  it('node, source, category, test, property: letters, digits and underscore (SQL identifiers), no duplicate', () => {
    expect(validateName('node', 'payroll_lines')).toBeNull();
    expect(text(validateName('node', 'payroll-lines'))).toBe(
      'Only letters, digits and underscores are allowed',
    );
    expect(text(validateName('node', 'Payroll_Lines', ['payroll_lines']))).toBe(
      'A node with this name already exists',
    );
    expect(text(validateName('source', 'Base', ['base']))).toBe('A source with this name already exists');
    expect(text(validateName('category', 'Costs', ['costs']))).toBe(
      'A category with this name already exists',
    );
    expect(text(validateName('test', 'No_Gaps', ['no_gaps']))).toBe('A test with this name already exists');
    expect(text(validateName('property', 'Country', ['country']))).toBe(
      'A property with this name already exists',
    );
    expect(text(validateName('test', 'abc'))).toBe('Please enter at least 4 characters');
    expect(text(validateName('node', '2026_lines'))).toBe('Must start with a letter');
    expect(text(validateName('property', '_amount'))).toBe('Must start with a letter');
  });

  it('properties: name rule, no duplicate ignoring case, value by the field value rule', () => {
    const problems = validatePropertyList([
      { name: 'min_amount', value: '0' },
      { name: 'MIN_AMOUNT', value: '1' },
      { name: 'country', value: ' ' },
      { name: 'start_date', value: '2025/01/01' },
      { name: 'label', value: 'tax year' },
      { name: 'region', value: '/nl' },
    ]);
    expect(problems.map((p) => [p.index, p.field, p.message.key, text(p.message)])).toEqual([
      [1, 'name', 'noDuplicateProperty', 'A property with this name already exists'],
      [2, 'value', 'fieldCannotBeEmpty', 'Field cannot be empty'],
      [
        4,
        'value',
        'noSpecialCharacters',
        'Field may not contain spaces or special characters other than : . /',
      ],
      [5, 'value', 'noLeadingSpecialCharacter', 'Field may not begin with a special character'],
    ]);
  });

  it("a test's categories: rejected twice ignoring case (noDuplicateCategory)", () => {
    expect(validateCategoryNames(['payroll', 'Payroll', 'hr'])).toEqual([
      { index: 1, message: { key: 'noDuplicateCategory' } },
      { index: 2, message: { key: 'minLength', params: { num: 4 } } },
    ]);
  });
});
