import { describe, expect, it } from 'vitest';
import { maxYear } from '../constants.ts';
import { changePasswordInput, profileInput, registerInput } from './account.ts';
import { blogCommentInput } from './blog.ts';
import { pageQuery } from './common.ts';
import { commentInput, garageInput, modificationInput } from './garage.ts';

/** Field path → the first issue's message (what a form shows). */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('garageInput (create/edit garage)', () => {
  const base = { name: 'Beyaz Şimşek', carBrand: 'Volkswagen', carModel: 'Golf GTI' };

  it('requires name, brand and model', () => {
    const result = garageInput.safeParse({ name: '  ', carBrand: '', carModel: undefined });
    expect(messages(result)).toEqual({ name: 'REQUIRED', carBrand: 'REQUIRED', carModel: 'REQUIRED' });
  });

  it('sends empty numbers as null and accepts numeric strings', () => {
    const data = garageInput.parse({ ...base, carYear: '', horsepower: '245', torque: null });
    expect(data).toMatchObject({ carYear: null, horsepower: 245, torque: null, vehicleType: 'car', photos: [] });
  });

  it('bounds the year from 1900 to next year', () => {
    expect(garageInput.safeParse({ ...base, carYear: 1899 }).success).toBe(false);
    expect(garageInput.safeParse({ ...base, carYear: 1900 }).success).toBe(true);
    expect(garageInput.safeParse({ ...base, carYear: maxYear() }).success).toBe(true);
    expect(messages(garageInput.safeParse({ ...base, carYear: maxYear() + 1 }))).toEqual({ carYear: 'YEAR_OUT_OF_RANGE' });
  });

  it('takes photos as uploaded ids or http(s) URLs only', () => {
    expect(garageInput.safeParse({ ...base, photos: [{ url: 'https://example.com/a.jpg' }] }).success).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd', 'ftp://x/y.jpg']) {
      expect(garageInput.safeParse({ ...base, photos: [{ url }] }).success).toBe(false);
    }
    expect(garageInput.safeParse({ ...base, photos: [{ imageId: 'not-a-uuid' }] }).success).toBe(false);
  });

  it('refuses values outside the option lists', () => {
    expect(messages(garageInput.safeParse({ ...base, modificationType: 'Rocket' }))).toEqual({ modificationType: 'VALUE_INVALID' });
    expect(garageInput.parse({ ...base, modificationType: '', priceRange: '' })).toMatchObject({ modificationType: null, priceRange: null });
  });
});

describe('registerInput (register)', () => {
  const valid = { username: 'çağrı_34', email: 'cagri@example.com', password: 'gizli123', passwordRepeat: 'gizli123', acceptTerms: true };

  it('accepts a Turkish username', () => {
    expect(registerInput.safeParse(valid).success).toBe(true);
  });
  it("says 'Şifreler eşleşmiyor.' (PASSWORDS_DO_NOT_MATCH) when the passwords differ", () => {
    expect(messages(registerInput.safeParse({ ...valid, passwordRepeat: 'baska123' }))).toEqual({ passwordRepeat: 'PASSWORDS_DO_NOT_MATCH' });
  });
  it('requires the terms checkbox and a valid e-mail', () => {
    expect(messages(registerInput.safeParse({ ...valid, acceptTerms: false }))).toEqual({ acceptTerms: 'TERMS_REQUIRED' });
    expect(messages(registerInput.safeParse({ ...valid, email: 'not-an-email' }))).toEqual({ email: 'EMAIL_INVALID' });
  });
});

describe('changePasswordInput (change password)', () => {
  it('needs at least 8 characters and equal entries', () => {
    expect(messages(changePasswordInput.safeParse({ currentPassword: 'x', newPassword: '1234567', newPasswordRepeat: '1234567' }))).toEqual({ newPassword: 'PASSWORD_TOO_SHORT' });
    expect(messages(changePasswordInput.safeParse({ currentPassword: 'x', newPassword: '12345678', newPasswordRepeat: '87654321' }))).toEqual({ newPasswordRepeat: 'PASSWORDS_DO_NOT_MATCH' });
  });
});

describe('profileInput (profile)', () => {
  it('requires a username and takes only http(s) websites', () => {
    expect(messages(profileInput.safeParse({ username: '' }))).toMatchObject({ username: 'REQUIRED' });
    expect(messages(profileInput.safeParse({ username: 'ali_veli', website: 'javascript:alert(1)' }))).toEqual({ website: 'URL_INVALID' });
    expect(profileInput.parse({ username: 'ali_veli', website: '', phoneNumber: '' })).toMatchObject({ website: null, phoneNumber: null });
    expect(messages(profileInput.safeParse({ username: 'ali_veli', phoneNumber: 'ara beni' }))).toEqual({ phoneNumber: 'VALUE_INVALID' });
    expect(profileInput.parse({ username: 'ali_veli', phoneNumber: '+90 532 000 00 00' }).phoneNumber).toBe('+90 532 000 00 00');
  });
});

describe('comments and modifications', () => {
  it('refuses a comment that is empty after trimming', () => {
    expect(messages(commentInput.safeParse({ body: '   ' }))).toEqual({ body: 'COMMENT_EMPTY' });
    expect(commentInput.parse({ body: '  Harika olmuş!  ' }).body).toBe('Harika olmuş!');
  });
  it('takes a comment as HTML up to 20,000 characters (its plain text is checked by the server)', () => {
    const paragraph = `<p>${'x'.repeat(2500)}</p>`;
    expect(commentInput.parse({ body: paragraph }).body).toBe(paragraph);
    expect(messages(commentInput.safeParse({ body: `<p>${'x'.repeat(20_000)}</p>` }))).toEqual({ body: 'TOO_LONG' });
    expect(messages(blogCommentInput.safeParse({}))).toEqual({ body: 'COMMENT_EMPTY' });
  });
  it('keeps modification costs whole lira and dates ISO', () => {
    expect(modificationInput.parse({ title: 'Downpipe', category: 'exhaust', cost: '18500', installedOn: '2025-03-01' })).toMatchObject({ cost: 18500, installedOn: '2025-03-01' });
    expect(modificationInput.safeParse({ title: 'Downpipe', category: 'exhaust', cost: 12.5 }).success).toBe(false);
  });
  it('bounds modification dates to 1900..next year', () => {
    const date = (installedOn: string | null) => modificationInput.safeParse({ title: 'Downpipe', category: 'exhaust', installedOn });
    expect(messages(date('0000-01-01'))).toEqual({ installedOn: 'DATE_OUT_OF_RANGE' });
    expect(messages(date('1899-12-31'))).toEqual({ installedOn: 'DATE_OUT_OF_RANGE' });
    expect(messages(date(`${maxYear() + 1}-01-01`))).toEqual({ installedOn: 'DATE_OUT_OF_RANGE' });
    expect(messages(date('10000-01-01'))).toEqual({ installedOn: 'VALUE_INVALID' });
    expect(messages(date('2023-02-30'))).toEqual({ installedOn: 'VALUE_INVALID' });
    expect(date('1900-01-01').data?.installedOn).toBe('1900-01-01');
    expect(date('').data?.installedOn).toBeNull();
    expect(date(null).data?.installedOn).toBeNull();
  });
});

describe('pageQuery limit', () => {
  it.each(['0', '51', '100000', '2.5', 'x'])('refuses limit=%s with LIMIT_OUT_OF_RANGE', (limit) => {
    expect(messages(pageQuery.safeParse({ limit }))).toEqual({ limit: 'LIMIT_OUT_OF_RANGE' });
  });
  it('accepts 1..50 and no limit', () => {
    expect(pageQuery.parse({ limit: '50' }).limit).toBe(50);
    expect(pageQuery.parse({}).limit).toBeUndefined();
  });
});
