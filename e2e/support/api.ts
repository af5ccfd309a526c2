import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import type { ChildPublic } from '@portal/contracts/children';
import type { MeResponse } from '@portal/contracts/session';
import { subscribeAccount } from './billing';
import { BFF_URL, nextClientAddress, ORIGIN_HEADERS } from './clients';
import { E2E_PORTS } from './ports';
import { linkIn, waitForMail } from './mailbox';

/*
 * Calls to the BFF through the shell's `/api` proxy, with a page's `request` (it shares the
 * browser context's cookies, so a sign-in here signs the page in too). `ORIGIN_HEADERS`,
 * `BFF_URL` and `nextClientAddress` live in `clients.ts` (billing.ts uses them too).
 */
export { BFF_URL, nextClientAddress, ORIGIN_HEADERS } from './clients';

/** The BFF under the shell's host name: cookies it sets reach the shell's pages too. */
const BFF_ON_SHELL_HOST = `http://localhost:${E2E_PORTS.bff}`;

/** The demo family seeded by the BFF on an empty database (see bff/src/db/seed). */
export const DEMO_PARENT = { email: 'demo@mesadinha.app', password: 'demo1234' } as const;

/** Something unique per run, for e-mails and usernames (the e2e database lives for one run). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function expectStatus(response: APIResponse, status: number, what: string): Promise<void> {
  if (response.status() !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${response.status()} ${await response.text()}`,
    );
  }
}

/**
 * Signs a parent in with e-mail and password (`POST /api/auth/sign-in/email`) from a device
 * with an address of its own, as {@link createConfirmedParent} signs up: straight to the BFF on
 * `localhost` (the shell's host name, so the session cookie, host-only and port-blind, reaches
 * the page through the shell too), with `X-Forwarded-For` (the BFF trusts it as it does behind
 * the shell's proxy). The suite's sign-ins therefore never share one address's 10-per-minute
 * limit; the specs that test that limit sign in through the login form from 127.0.0.1
 * ({@link submitParentLogin}).
 */
export async function signInParent(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<void> {
  const response = await request.post(`${BFF_ON_SHELL_HOST}/api/auth/sign-in/email`, {
    headers: { ...ORIGIN_HEADERS, 'x-forwarded-for': nextClientAddress() },
    data: credentials,
  });
  await expectStatus(response, 200, `sign-in of ${credentials.email}`);
}

/**
 * Clicks the login form's 'Entrar' on `page` and, when the suite's shared sign-in budget answers
 * 429, waits the `Retry-After` the BFF gave (at most a minute) and clicks once more, as a person
 * reading 'Muitas tentativas…' would (the same rule as {@link signInParent}).
 */
export async function submitParentLogin(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Entrar', exact: true });
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/sign-in/email'),
  );
  await button.click();
  const response = await answer;
  const retryAfter = Number(response.headers()['retry-after']);
  if (response.status() === 429 && retryAfter > 0 && retryAfter <= 60) {
    console.log(`sign-in rate-limited for the suite's address: retrying in ${retryAfter} s`);
    await page.waitForTimeout((retryAfter + 1) * 1000);
    await button.click();
  }
}

/** Signs whoever the context is signed in as out (`POST /api/auth/sign-out`). */
export async function signOutViaApi(request: APIRequestContext): Promise<void> {
  // better-auth wants a JSON body (Content-Type) even when there is nothing to say.
  const response = await request.post('/api/auth/sign-out', { headers: ORIGIN_HEADERS, data: {} });
  await expectStatus(response, 200, 'sign-out');
}

/** `GET /api/me` of whoever the context is signed in as. */
export async function me(request: APIRequestContext): Promise<MeResponse> {
  const response = await request.get('/api/me');
  await expectStatus(response, 200, 'GET /api/me');
  return (await response.json()) as MeResponse;
}

/** A child to create with `POST /api/children` (money in centavos). */
export interface NewChild {
  name: string;
  username: string;
  age: number;
  email: string;
  weeklyLimit: number;
  pin: string;
}

/** Creates a child in the signed-in parent's family (`POST /api/children`). */
export async function createChild(
  request: APIRequestContext,
  child: NewChild,
): Promise<ChildPublic> {
  const response = await request.post('/api/children', {
    headers: ORIGIN_HEADERS,
    data: { ...child, parentConsent: true },
  });
  await expectStatus(response, 201, `POST /api/children ${child.username}`);
  return (await response.json()) as ChildPublic;
}

/** Credentials of a parent account created by `createConfirmedParent`. */
export interface ParentAccount {
  email: string;
  password: string;
  fullName: string;
  familyName: string;
}

/**
 * A parent's e-mail sign-in from a fresh device with an address of its own (straight to the
 * BFF, as {@link createConfirmedParent} signs up): its HTTP status, never a 429 of the suite's
 * shared sign-in budget.
 */
export async function parentSignInStatusFromOwnDevice(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  const response = await request.post(`${BFF_URL}/api/auth/sign-in/email`, {
    headers: { ...ORIGIN_HEADERS, 'x-forwarded-for': nextClientAddress() },
    data: { email, password },
    // A fresh device: no cookie of the caller's context is sent.
    maxRedirects: 0,
  });
  return response.status();
}

/**
 * A new parent with a family and a confirmed e-mail, the way a user gets one: sign-up, the
 * confirmation e-mail from the test SMTP server, its link. The context is NOT signed in after.
 * New families start without premium access (issue 13); unless `subscribe: false`, the family
 * then buys the monthly plan through the Stripe emulator ({@link subscribeAccount}: a device of
 * its own, so neither the context's cookies nor the suite's sign-in budget are touched).
 */
export async function createConfirmedParent(
  request: APIRequestContext,
  name: { fullName: string; familyName: string },
  { subscribe = true }: { subscribe?: boolean } = {},
): Promise<ParentAccount> {
  const account = {
    ...name,
    email: `pais.${uniqueSuffix()}@example.com`,
    password: 'segredo123',
  };
  // Each new family signs up from a client address of its own, the way families sign up from
  // their own phones: straight to the BFF (which trusts X-Forwarded-For as it does behind the
  // shell's proxy), so the suite's many families do not share the sign-up rate limit of one
  // address — the specs that test that limit go through the shell from 127.0.0.1.
  const response = await request.post(`${BFF_URL}/api/accounts/parent-sign-up`, {
    headers: { ...ORIGIN_HEADERS, 'x-forwarded-for': nextClientAddress() },
    data: {
      fullName: account.fullName,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      familyName: account.familyName,
      phone: '',
      monthlyBudget: '500,00',
    },
  });
  await expectStatus(response, 201, `sign-up of ${account.email}`);
  const mail = await waitForMail(account.email);
  const confirmed = await request.get(linkIn(mail, /verify-email/));
  expect(confirmed.ok(), 'the confirmation link answers').toBe(true);
  if (subscribe) await subscribeAccount(account);
  return account;
}
