/**
 * The questionnaire page's calls (contracts/screening-*.ts, types only): the manage token and
 * the answers go in POST bodies, never in a URL (docs/screening.md, docs/privacy.md).
 */
import { apiFetch } from '@/lib/fetcher';
import type { ScreeningOpenResponse, ScreeningView } from '@/contracts/screening-open';
import type { ScreeningAnswerRequest, ScreeningAnswerResponse } from '@/contracts/screening-answer';
import type { ScreeningSignRequest, ScreeningSignResponse } from '@/contracts/screening-sign';

export const SCREENING_PATHS = {
  open: '/api/screening/open',
  answer: '/api/screening/answer',
  sign: '/api/screening/sign',
  pdf: '/api/screening/pdf',
} as const;

export async function openScreening(token: string): Promise<ScreeningView> {
  return (
    await apiFetch<ScreeningOpenResponse>(SCREENING_PATHS.open, { method: 'POST', body: { token } })
  ).screening;
}

export function saveAnswer(body: ScreeningAnswerRequest): Promise<ScreeningAnswerResponse> {
  return apiFetch<ScreeningAnswerResponse>(SCREENING_PATHS.answer, { method: 'POST', body });
}

export async function signScreening(body: ScreeningSignRequest): Promise<ScreeningView> {
  return (await apiFetch<ScreeningSignResponse>(SCREENING_PATHS.sign, { method: 'POST', body }))
    .screening;
}

/** The signed copy (PDF) and the file name the server gave. */
export async function fetchScreeningPdf(
  token: string,
): Promise<{ blob: Blob; filename: string | null }> {
  const res = await fetch(SCREENING_PATHS.pdf, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!res.ok) throw new Error(`screening pdf ${res.status}`);
  const disposition = res.headers.get('Content-Disposition') ?? '';
  return { blob: await res.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
