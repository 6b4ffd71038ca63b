// Why one file could not be imported, in words that follow the file's name in the run's message:
// "payroll.csv line 17: Expected Number of Columns: 7 Found: 8".
export interface RejectedLine {
  line: number;
  column: string | null;
  errorType: string;
  reason: string;
  text: string | null;
}

export class ImportProblem extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly rejected: RejectedLine[] = [],
    readonly rejectedCount = rejected.length,
  ) {
    super(message);
  }

  describe(fileName: string) {
    return this.line ? `${fileName} line ${this.line}: ${this.message}` : `${fileName} ${this.message}`;
  }
}
