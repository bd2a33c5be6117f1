/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/i18n/testing';
import { RECEIPT_PAYMENT_UNKNOWN } from '@/contracts/error-ids';
import de from '../../../public/locales/de/manage.json';
import en from '../../../public/locales/en/manage.json';
import { PaymentReceiptLink, ReceiptButton } from './PayBalance';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const RESOURCES = { en: { manage: en }, de: { manage: de } };
/** A refused receipt call as fetch answers it (the route answers JSON). */
const refused = (status: number, error: string) => ({
  ok: false,
  status,
  json: async () => ({ error }),
});

describe('a receipt that cannot be had', () => {
  it('a payment without a receipt says so, with no "try again"', async () => {
    fetchMock.mockResolvedValue(refused(404, RECEIPT_PAYMENT_UNKNOWN));
    renderWithI18n(
      <PaymentReceiptLink token="t" reference="ZUR-1" payment="p1" label="CHF 300" />,
      { resources: RESOURCES },
    );
    fireEvent.click(screen.getByTestId('manage-payment-receipt'));
    expect(await screen.findByText(en.errors['receipt-payment-unknown'])).toBeInTheDocument();
    expect(screen.queryByText(en.balance.receiptFailed)).not.toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({
      token: 't',
      payment: 'p1',
    });
  });

  it('a failure of the server asks to try again (German)', async () => {
    fetchMock.mockResolvedValue(refused(500, 'internal-error'));
    renderWithI18n(<ReceiptButton token="t" reference="ZUR-1" />, {
      resources: RESOURCES,
      language: 'de',
    });
    fireEvent.click(screen.getByTestId('manage-receipt'));
    expect(await screen.findByText(de.balance.receiptFailed)).toBeInTheDocument();
  });
});
