import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { EmailEnv } from './config';
import type { RenderedMail } from './render';

const clients = new Map<string, SESv2Client>();

/** One client per endpoint; short timeouts and no SDK retries: the outbox retries itself. */
function sesClient(config: EmailEnv): SESv2Client {
  const key = `${config.AWS_REGION}|${config.SES_ENDPOINT ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = new SESv2Client({
      region: config.AWS_REGION,
      ...(config.SES_ENDPOINT ? { endpoint: config.SES_ENDPOINT } : {}),
      maxAttempts: 1,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 },
    });
    clients.set(key, client);
  }
  return client;
}

/** Sends one mail through SES v2 SendEmail; answers the SES message id. */
export async function sendMail(config: EmailEnv, to: string, mail: RenderedMail): Promise<string | undefined> {
  const out = await sesClient(config).send(
    new SendEmailCommand({
      FromEmailAddress: config.SES_FROM,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return out.MessageId;
}
