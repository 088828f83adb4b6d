import { App, Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailSettings } from '../lib/email';
import type { TuningFileManagerStack } from '../lib/tuning-file-manager-stack';
import { actionsOf, logicalId, must, policyStatements, synthCustom } from './synth';

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

let stack: TuningFileManagerStack;
let template: Template;

beforeAll(async () => {
  // The real jobs, sesIdentity protune.fr, sesFrom fichiers@protune.fr (with the other custom settings).
  ({ stack, template } = await synthCustom());
});

const sendEmailsJob = () => must(stack.jobs.find((job) => job.node.id === 'SendEmailsJob'), 'send-emails job');

describe('the e-mail job', () => {
  it('runs every minute', () => {
    const fnId = logicalId(stack, sendEmailsJob().function);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })],
    });
  });

  it('may send from our sender address only (to any identity: the sandbox checks the recipients), nothing else of SES', () => {
    const roleId = logicalId(stack, must(sendEmailsJob().function.role, 'role'));
    const statements = policyStatements(template, roleId) as unknown as Statement[];
    const ses = statements.filter((s) => actionsOf(s as never).some((a) => a.startsWith('ses:')));
    expect(ses).toHaveLength(1);
    expect(actionsOf(ses[0] as never)).toEqual(['ses:SendEmail']);
    // Any identity (the SES sandbox authorises the recipients' too), from our sender only.
    expect(String(ses[0]?.Resource)).toMatch(/^arn:aws:ses:eu-central-1:\d+:identity\/\*$/);
    expect((ses[0] as unknown as { Condition: unknown }).Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'fichiers@protune.fr' } });
  });

  it('is the only function that may send e-mails', () => {
    const roleId = logicalId(stack, must(sendEmailsJob().function.role, 'role'));
    const others = Object.entries(template.findResources('AWS::IAM::Policy')).filter(
      ([, policy]) => !(policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
    );
    const actions = others.flatMap(([, policy]) =>
      (policy.Properties.PolicyDocument.Statement as Statement[]).flatMap((s) => actionsOf(s as never)),
    );
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
  });

  it('gets the sender and the portal address in its environment', () => {
    const fn = template.findResources('AWS::Lambda::Function')[logicalId(stack, sendEmailsJob().function)];
    const variables = fn?.Properties.Environment.Variables as Record<string, unknown>;
    expect(variables.SES_FROM).toBe('ProTune <fichiers@protune.fr>');
    expect(variables.PUBLIC_URL).toBe('https://fichiers.example.fr');
    expect(variables.SES_ENDPOINT).toBeUndefined();
  });
});

describe('emailSettings', () => {
  const settingsOf = (context: Record<string, string>) => emailSettings(new Stack(new App({ context }), 'S').node);

  it('sends from no-reply@ a domain identity, or from the address identity itself', () => {
    expect(settingsOf({ sesIdentity: 'protune.fr' })).toMatchObject({ identity: 'protune.fr', from: 'no-reply@protune.fr' });
    expect(settingsOf({ sesIdentity: 'contact@protune.fr' })).toMatchObject({ from: 'contact@protune.fr' });
    expect(settingsOf({ sesIdentity: 'protune.fr', domainName: 'fichiers.protune.fr' }).publicUrl).toBe('https://fichiers.protune.fr');
  });

  it('refuses a sender outside the identity', () => {
    expect(() => settingsOf({ sesIdentity: 'protune.fr', sesFrom: 'x@other.fr' })).toThrow(/not an address of the SES identity/);
    expect(() => settingsOf({ sesIdentity: 'a@protune.fr', sesFrom: 'b@protune.fr' })).toThrow(/not an address/);
  });
});
