import { describe, expect, it } from 'vitest';
import { orchestration } from '../testSupport';
import { formFieldOfProblem, formValuesOf, parameterValue, saveBodyOf } from './orchestrationForm';

describe('orchestrationForm', () => {
  it('sends a JSON-looking parameter as what it says and anything else as text', () => {
    expect(parameterValue('["a","b"]')).toEqual(['a', 'b']);
    expect(parameterValue('{"x":1}')).toEqual({ x: 1 });
    expect(parameterValue('[not json')).toBe('[not json');
    expect(parameterValue('main')).toBe('main');
  });

  it('gives back what it was given: a saved orchestration round-trips through the form', () => {
    const saved = orchestration({
      schedule: { cron: '0 6 * * *', timeZone: 'Europe/Amsterdam' },
      alerts: {
        onFailure: true,
        onRecovery: false,
        longerThanMinutes: 30,
        webhookUrl: 'https://hooks.example/x',
      },
    });
    const body = saveBodyOf(formValuesOf(saved));
    expect(body).toMatchObject({
      name: saved.name,
      steps: saved.steps,
      schedule: saved.schedule,
      alerts: saved.alerts,
    });
    expect(body).not.toHaveProperty('webhookSecret');
  });

  it('keeps a file trigger through the form, tidies its folder, and sends none when it is off', () => {
    const saved = orchestration({ fileTrigger: { folder: 'payroll/2026', pattern: '*.csv' } });
    const values = formValuesOf(saved);
    expect(saveBodyOf(values).fileTrigger).toEqual({ folder: 'payroll/2026', pattern: '*.csv' });
    expect(saveBodyOf({ ...values, fileFolder: '/drops/' }).fileTrigger).toEqual({
      folder: 'drops',
      pattern: '*.csv',
    });
    expect(saveBodyOf({ ...values, filesTrigger: false }).fileTrigger).toBeNull();
  });

  it("places the server's problems under the form's fields", () => {
    expect(formFieldOfProblem('fileTrigger.folder')).toEqual(['fileFolder']);
    expect(formFieldOfProblem('steps.2.dependsOn')).toEqual(['steps', 2, 'dependsOn']);
    expect(formFieldOfProblem('steps.1.pipelineName')).toEqual(['steps', 1, 'pipeline']);
    expect(formFieldOfProblem('schedule.cron')).toEqual(['cron']);
    expect(formFieldOfProblem('alerts.webhookUrl')).toEqual(['alerts', 'webhookUrl']);
  });
});
