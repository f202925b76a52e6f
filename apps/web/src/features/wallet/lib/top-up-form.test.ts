import { describe, expect, it } from 'vitest';
import type { PackagesResponse } from '../api/get-packages';
import { bestValueId, orderOf, topUpBody } from './top-up-form';

const packages: PackagesResponse = {
  items: [
    { id: 'p100', credits: 100, priceCents: 1000, currency: 'EUR', label: '100 credits' },
    { id: 'p500', credits: 500, priceCents: 4500, currency: 'EUR', label: '500 credits' },
    { id: 'p1000', credits: 1000, priceCents: 8500, currency: 'EUR', label: '1,000 credits' },
  ],
  unitPriceCents: 10,
  currency: 'EUR',
  customMin: 50,
  customMax: 100_000,
  sandbox: true,
};

describe('top-up form', () => {
  it('prices a package or a custom amount', () => {
    expect(orderOf({ choice: 'p500', customCredits: '' }, packages)).toEqual({
      credits: 500,
      priceCents: 4500,
    });
    expect(orderOf({ choice: 'custom', customCredits: 120 }, packages)).toEqual({
      credits: 120,
      priceCents: 1200,
    });
    expect(orderOf({ choice: 'custom', customCredits: 20 }, packages)).toBeNull();
  });

  it('finds the cheapest package per credit', () => {
    expect(bestValueId(packages)).toBe('p1000');
  });

  it('sends digits only and a four-digit year', () => {
    const body = topUpBody({
      choice: 'p100',
      customCredits: '',
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      name: ' Amelia Hart ',
    });
    expect(body).toEqual({
      packageId: 'p100',
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        name: 'Amelia Hart',
      },
    });
  });
});
