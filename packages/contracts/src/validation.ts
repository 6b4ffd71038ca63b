// Reusable validation rules of workspace.md and admin-console.md section 5. A rule returns null when
// the value passes, or a message: an i18n key (under `validation.`) with its parameters. The web app
// translates the key; the server sends the English text (see `englishMessage`).

export interface RuleMessage {
  key: string;
  params?: Record<string, string | number>;
}
export type Rule = (value: string) => RuleMessage | null;

const pattern =
  (re: RegExp, key: string): Rule =>
  (v) =>
    v === '' || re.test(v) ? null : { key };

export const rules = {
  required: ((v) => (v.trim() === '' ? { key: 'fieldCannotBeEmpty' } : null)) as Rule,
  lowercaseLettersDigits: pattern(/^[a-z0-9]+$/, 'lowercaseLettersDigits'),
  lowercaseLettersDigitsDash: pattern(/^[a-z0-9-]+$/, 'lowercaseLettersDigitsDash'),
  lettersDigitsDashesSpaces: pattern(/^[A-Za-z0-9 -]+$/, 'lettersDigitsDashesSpaces'),
  lettersDigitsDots: pattern(/^[A-Za-z0-9.]+$/, 'lettersDigitsDots'),
  lettersDigitsUnderscore: pattern(/^[A-Za-z0-9_]+$/, 'lettersDigitsUnderscore'),
  lettersDigitsUnderscoreBrackets: pattern(/^[A-Za-z0-9_[\]]+$/, 'lettersDigitsUnderscoreBrackets'),
  lettersDigitsDashUnderscore: pattern(/^[A-Za-z0-9_-]+$/, 'lettersDigitsDashUnderscore'),
  guid: pattern(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'guid'),
  email: pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email'),
  /**
   * Field value (workspace.md section 5): not empty, no spaces or special characters other than
   * `: . /`, and not beginning with one. Exactly the spec's characters, so the message is true.
   */
  fieldValue: ((v) => {
    if (v.trim() === '') return { key: 'fieldCannotBeEmpty' };
    if (!/^[A-Za-z0-9]/.test(v)) return { key: 'noLeadingSpecialCharacter' };
    return /^[A-Za-z0-9:./]+$/.test(v) ? null : { key: 'noSpecialCharacters' };
  }) as Rule,
  minLength:
    (n: number): Rule =>
    (v) =>
      v.length >= n ? null : { key: 'minLength', params: { num: n } },
  maxLength:
    (n: number): Rule =>
    (v) =>
      v.length <= n ? null : { key: 'maxLength', params: { num: n } },
  startsWith:
    (prefix: string): Rule =>
    (v) =>
      v.startsWith(prefix) ? null : { key: 'startsWith', params: { prefix } },
  json: ((v) => {
    try {
      JSON.parse(v);
      return null;
    } catch {
      return { key: 'invalidJson' };
    }
  }) as Rule,
  /**
   * At least one key (workspace.md section 5's shared rules): a JSON object or key-value text that
   * must name something; empty text and `{}` fail, text that is not a JSON object is invalid JSON.
   */
  atLeastOneKey: ((v) => {
    try {
      const parsed: unknown = JSON.parse(v.trim() === '' ? '{}' : v);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { key: 'invalidJson' };
      return Object.keys(parsed).length > 0 ? null : { key: 'atLeastOneKeyRequired' };
    } catch {
      return { key: 'invalidJson' };
    }
  }) as Rule,
  oneOf:
    (allowed: readonly string[]): Rule =>
    (v) =>
      allowed.some((a) => a.toLowerCase() === v.toLowerCase()) ? null : { key: 'invalidValue' },
};

/** Runs rules in order and returns the first message. */
export function validate(value: string, ...checks: Rule[]): RuleMessage | null {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return null;
}

/** English texts of the rule messages; the server's 400s carry these. */
export const VALIDATION_MESSAGES_EN: Record<string, string> = {
  fieldCannotBeEmpty: 'Field cannot be empty',
  notOfThisTenant: 'Not a resource of this engagement\u2019s tenant',
  notOfThisEngagement: 'Not found in this engagement',
  databaseOfAnotherEngagement: 'This database belongs to Cairn or to another engagement',
  thisFieldIsRequired: 'This field is required',
  lowercaseLettersDigits: 'Only lowercase letters and digits are allowed',
  lowercaseLettersDigitsDash: 'Only lowercase letters, digits and dashes are allowed',
  lettersDigitsDashesSpaces: 'Only letters, digits, dashes and spaces are allowed',
  lettersDigitsDots: 'Only letters, digits and dots are allowed',
  lettersDigitsUnderscore: 'Only letters, digits and underscores are allowed',
  lettersDigitsUnderscoreBrackets: 'Only letters, digits, underscores and square brackets are allowed',
  lettersDigitsDashUnderscore: 'Only letters, digits, dashes and underscores are allowed',
  guid: 'Please provide a GUID',
  email: 'Please provide a valid e-mail address',
  noLeadingSpecialCharacter: 'Field may not begin with a special character',
  noSpecialCharacters: 'Field may not contain spaces or special characters other than : . /',
  minLength: 'Please enter at least {{num}} characters',
  maxLength: 'Please enter at most {{num}} characters',
  startsWith: 'Must start with {{prefix}}',
  invalidJson: 'Invalid json',
  atLeastOneKeyRequired: 'At least one key required',
  invalidValue: 'Invalid value',
  invalidLanguage: 'Invalid value',
  invalidFieldName: '{{name}} is not a valid field name',
  noDuplicateField: 'A field with this name already exists',
  noDuplicateBranchName: 'A branch with this name already exists',
  noDuplicateNodeName: 'A node with this name already exists',
  noDuplicateProperty: 'A property with this name already exists',
  noDuplicateCategory: 'A category with this name already exists',
  noDuplicateSource: 'A source with this name already exists',
  noDuplicateTest: 'A test with this name already exists',
  startsWithLetter: 'Must start with a letter',
  provideDelimiter: 'Please provide a delimiter',
  provideQuoteCharacter: 'Please provide a quote character',
  provideLineEnding: 'Please provide a line ending',
  provideEncodingName: 'Please provide an encoding name',
  singleCharacter: 'Please provide a single character',
  unknownLineEnding: 'Please use \\n, \\r\\n or \\r',
  unknownEncoding: 'This encoding is not known',
  pleaseProvideName: 'Please provide name',
  emailAddressNotAvailable: 'Email address not available',
  dottedName: 'Dots may only separate parts of the name',
  roleNameTaken: 'A role with this name already exists',
  permissionNameTaken: 'A permission with this name already exists',
  permissionNameFixed: 'The name of a permission cannot be changed',
  unknownPermission: 'There is no permission with this name',
  scopeMaskInUse: 'The scope mask cannot change while the role is assigned',
  aadObjectIdNotAvailable: 'An application with this object id already exists',
  secretExpiryRange: 'Please choose a date after today and at most {{max}} days from now',
  lettersDigitsOnly: 'Only letters and digits are allowed',
  tagMaxLengthExceeded: 'Tag max length exceeded',
  resourceGroupTooShort: 'Must be at least three characters long',
  resourceGroupTooLong: 'Must be shorter than 24',
  resourceNameTaken: 'A resource with this name already exists in this tenant',
  mustIncludeEnvironment: 'Must include the environment: start with {{prefix}}',
  ipAddress: 'Please provide an IPv4 or IPv6 address',
  hostName: 'Please provide a fully qualified host name such as db.example.com',
  maxItems: 'Please give at most {{max}} entries',
  numberRange: 'Please enter a whole number from {{min}} to {{max}}',
  brokerNameTaken: 'This name already exists',
  brokerPasswordOrSshKey: 'Please provide a password key name or an SSH key key name',
  invalidUrl: 'Please provide an http or https address',
  httpsAddress: 'Please provide an https address',
  urlWithoutCredentials: 'Put the user name and token in their own fields, not in the address',
  connectorEnvironmentTaken: 'This connector already has a configuration for this environment',
  chooseTargetRepository: 'Please choose a target repository',
  // Engagement configurations (engagement-configurations.ts).
  containerName: 'Use 3 to 63 lowercase letters, digits and single dashes',
  awsRegion: 'Please provide an AWS region such as eu-west-1',
  awsAccountId: 'Please provide a 12-digit account id',
  minimumNumber: 'Please enter a whole number of at least {{min}}',
  mustBeNumber: 'Must be a number.',
  // Gain import configuration (gain.ts, workspace.md section 5).
  multipleAsterisks: 'Value cannot contain multiple asterisks',
  sqlReservedWord: 'This is a SQL reserved word',
  versionedNeedsWildcard: 'Versioned files must have identical wildcard content: give the name pattern one *',
  worksheetOnlyXlsx: 'A worksheet name is only for .xlsx files',
  excelDateOnlyXlsx: 'DateTime_Excel is only for .xlsx files',
  noDuplicateTargetTable: 'A table with this name already exists',
  noDuplicateNamePattern: 'A file with this name pattern already exists',
  fxRateSingleFile: 'The FX rate process takes a single file',
  columnNameOrIndex: 'Please provide a column name or a column index',
};

export function englishMessage(message: RuleMessage): string {
  const text = VALIDATION_MESSAGES_EN[message.key] ?? message.key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(message.params?.[k] ?? ''));
}
