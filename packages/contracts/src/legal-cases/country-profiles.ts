import type { ContactKind, IdType } from './domain.ts';
import { toAsciiDigits } from './arabic-text.ts';

/**
 * The country profile (legal-cases.md, Validation): which ID, commercial-registration and mobile formats the
 * office accepts. The server runs one profile (an app option, default Saudi Arabia); the web checks with the same
 * functions before sending.
 */
export const COUNTRY_PROFILE_CODES = ['SA', 'EG'] as const;
export type CountryProfileCode = (typeof COUNTRY_PROFILE_CODES)[number];
export const DEFAULT_COUNTRY_PROFILE: CountryProfileCode = 'SA';

export interface CountryProfile {
  nationalId: RegExp;
  /** A resident's ID (إقامة); profiles without one accept any digits. */
  iqama: RegExp;
  commercialRegistration: RegExp;
  mobile: RegExp;
}

export const COUNTRY_PROFILES: Readonly<Record<CountryProfileCode, CountryProfile>> = {
  SA: {
    nationalId: /^[12]\d{9}$/,
    iqama: /^2\d{9}$/,
    commercialRegistration: /^\d{10}$/,
    mobile: /^(\+966|966|0)?5\d{8}$/,
  },
  EG: {
    nationalId: /^\d{14}$/,
    iqama: /^\d{1,20}$/,
    commercialRegistration: /^\d{1,20}$/,
    mobile: /^01[0125]\d{8}$/,
  },
};

export const CONTACT_FIELD_MESSAGES = {
  nameArFourParts: 'Write the person’s four-part name (at least four parts)',
  nationalId: 'The national ID number is not correct',
  iqama: 'The iqama number is not correct',
  commercialRegistration: 'The commercial registration number is not correct',
  phone: 'The mobile number is not correct',
} as const;

/** ID and registration numbers: ASCII digits, no spaces or dashes. */
export const normalizeIdNumber = (text: string) => toAsciiDigits(text).replace(/[\s-]/g, '');
/** Phone numbers: ASCII digits, no spaces, dashes or brackets (a leading + stays). */
export const normalizePhone = (text: string) => toAsciiDigits(text).replace(/[\s\-()]/g, '');

/** A person's Arabic name has four parts (الاسم الرباعي); more are fine (عبد الله counts as two). */
export const hasFourParts = (name: string) => name.trim().split(/\s+/).filter(Boolean).length >= 4;

export interface ContactCheckedFields {
  kind: ContactKind;
  nameAr: string;
  idType: IdType | null;
  idNumber: string | null;
  commercialRegistration: string | null;
  phone: string;
}

/**
 * The profile-dependent and cross-field checks of a contact (already normalised): `{ field: message }`, empty
 * when all is well. Passports and other IDs are free text.
 */
export function contactFieldErrors(profile: CountryProfileCode, contact: ContactCheckedFields): Record<string, string> {
  const rules = COUNTRY_PROFILES[profile];
  const errors: Record<string, string> = {};
  if (contact.kind === 'person' && !hasFourParts(contact.nameAr))
    errors.nameAr = CONTACT_FIELD_MESSAGES.nameArFourParts;
  if (contact.idNumber) {
    if (contact.idType === 'nationalId' && !rules.nationalId.test(contact.idNumber))
      errors.idNumber = CONTACT_FIELD_MESSAGES.nationalId;
    if (contact.idType === 'iqama' && !rules.iqama.test(contact.idNumber))
      errors.idNumber = CONTACT_FIELD_MESSAGES.iqama;
    if (contact.idType === 'commercialRegistration' && !rules.commercialRegistration.test(contact.idNumber)) {
      errors.idNumber = CONTACT_FIELD_MESSAGES.commercialRegistration;
    }
  }
  if (contact.commercialRegistration && !rules.commercialRegistration.test(contact.commercialRegistration)) {
    errors.commercialRegistration = CONTACT_FIELD_MESSAGES.commercialRegistration;
  }
  if (contact.phone && !rules.mobile.test(contact.phone)) errors.phone = CONTACT_FIELD_MESSAGES.phone;
  return errors;
}
