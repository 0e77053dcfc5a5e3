import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, min } from 'drizzle-orm';
import { ResultCode, verificationMessages as t } from '@cdmnet/api/contract';
import type { MailPort } from '../adapters/mail.js';
import type { SmsPort } from '../adapters/sms.js';
import type { Database } from '../db/database.js';
import { verificationCodes } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { outgoingMessages } from './messages.ko.js';

export type VerificationChannel = 'email' | 'phone';

/** The limits of verification; one place, so the screens' countdowns and the server agree. */
export const verificationPolicy = {
  codeTtlMs: 10 * 60_000,
  resendAfterMs: 60_000,
  maxCodesPerTargetPerHour: 5,
  // Per requesting address, only against a flood: a hospital's staff share one NAT address.
  maxCodesPerIpPerHour: 600,
  maxAttemptsPerCode: 5,
  verifiedTokenTtlMs: 30 * 60_000,
} as const;

export interface VerificationPorts {
  mail: MailPort;
  sms: SmsPort;
}

const hourAgo = () => new Date(Date.now() - 3_600_000);

function saltedHash(secret: string, salt = randomBytes(16).toString('base64url')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${secret}`).digest('base64url')}`;
}

function matches(secret: string, stored: string): boolean {
  const [salt] = stored.split('$');
  if (!salt) return false;
  const expected = Buffer.from(stored);
  const actual = Buffer.from(saltedHash(secret, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const refused = (message: string) => new AppError(400, ResultCode.INVALID_INPUT, message);

/**
 * Sends a fresh 6-digit code to an email address or a phone number. Limited per target (a resend
 * cooldown and an hourly cap) and per requesting address, so nobody can flood a mailbox or a phone.
 */
export async function requestCode(
  db: Database,
  ports: VerificationPorts,
  request: { channel: VerificationChannel; target: string; ip: string },
) {
  const { channel, target, ip } = request;
  const recent = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        gt(verificationCodes.createdAt, hourAgo()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt));
  const last = recent[0];
  const secondsUntil = (at: number) => Math.ceil((at - Date.now()) / 1000);
  if (last && Date.now() - last.createdAt.getTime() < verificationPolicy.resendAfterMs) {
    const wait = secondsUntil(last.createdAt.getTime() + verificationPolicy.resendAfterMs);
    throw AppError.tooManyRequests(wait, t.resendTooSoon(wait));
  }
  const oldest = recent.at(-1);
  if (oldest && recent.length >= verificationPolicy.maxCodesPerTargetPerHour) {
    const wait = secondsUntil(oldest.createdAt.getTime() + 3_600_000);
    throw AppError.tooManyRequests(wait, t.tooManyRequests(wait));
  }
  const [fromIp] = await db
    .select({ n: count(), oldest: min(verificationCodes.createdAt) })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.requestIp, ip), gt(verificationCodes.createdAt, hourAgo())));
  if (fromIp?.oldest && fromIp.n >= verificationPolicy.maxCodesPerIpPerHour) {
    const wait = secondsUntil(fromIp.oldest.getTime() + 3_600_000);
    throw AppError.tooManyRequests(wait, t.tooManyRequests(wait));
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(verificationCodes).values({
    channel,
    target,
    codeHash: saltedHash(code),
    expiresAt: new Date(Date.now() + verificationPolicy.codeTtlMs),
    requestIp: ip,
  });
  const minutes = verificationPolicy.codeTtlMs / 60_000;
  if (channel === 'email') {
    await ports.mail.send({
      to: target,
      subject: outgoingMessages.emailCodeSubject,
      text: outgoingMessages.emailCodeText(code, minutes),
    });
  } else {
    await ports.sms.send({ to: target, text: outgoingMessages.phoneCodeText(code, minutes) });
  }
  return {
    expiresInSeconds: verificationPolicy.codeTtlMs / 1000,
    resendAfterSeconds: verificationPolicy.resendAfterMs / 1000,
  };
}

/**
 * Checks the latest code sent to the target. A wrong code counts an attempt; after the last allowed
 * attempt the code is dead and a new one must be asked for. A right code yields a verified token.
 */
export async function verifyCode(
  db: Database,
  request: { channel: VerificationChannel; target: string; code: string },
): Promise<{ verifiedToken: string }> {
  const { channel, target, code } = request;
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.verifiedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw refused(t.expiredCode);
  if (row.attempts >= verificationPolicy.maxAttemptsPerCode) throw refused(t.tooManyAttempts);

  if (!matches(code, row.codeHash)) {
    const attempts = row.attempts + 1;
    await db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, row.id));
    throw refused(attempts >= verificationPolicy.maxAttemptsPerCode ? t.tooManyAttempts : t.wrongCode);
  }
  const verifiedToken = randomBytes(24).toString('base64url');
  await db
    .update(verificationCodes)
    .set({ verifiedAt: new Date(), verifiedTokenHash: saltedHash(verifiedToken) })
    .where(eq(verificationCodes.id, row.id));
  return { verifiedToken };
}

/**
 * Spends a verified token: true when it proves the target within its validity, once. Call it inside the
 * transaction that relies on it (sign-up), so a failed sign-up does not spend it.
 */
export async function consumeVerifiedToken(
  db: Pick<Database, 'select' | 'update'>,
  proof: { channel: VerificationChannel; target: string; token: string },
): Promise<boolean> {
  const candidates = await db
    .select({ id: verificationCodes.id, tokenHash: verificationCodes.verifiedTokenHash })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, proof.channel),
        eq(verificationCodes.target, proof.target),
        isNotNull(verificationCodes.verifiedTokenHash),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.verifiedAt, new Date(Date.now() - verificationPolicy.verifiedTokenTtlMs)),
      ),
    );
  const match = candidates.find((row) => row.tokenHash && matches(proof.token, row.tokenHash));
  if (!match) return false;
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(eq(verificationCodes.id, match.id));
  return true;
}
