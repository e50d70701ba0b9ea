import { describe, expect, it } from 'vitest';
import { contactFieldErrors, hasFourParts, normalizeIdNumber, normalizePhone } from './country-profiles.ts';

const person = {
  kind: 'person',
  nameAr: 'أحمد محمد عبدالله الغامدي',
  idType: null,
  idNumber: null,
  commercialRegistration: null,
  phone: '',
} as const;

describe('country profiles', () => {
  it('normalises Arabic-Indic digits, spaces and dashes', () => {
    expect(normalizeIdNumber('١٠٢٣ ٤٥٦-٧٨٩')).toBe('1023456789');
    expect(normalizePhone('+٩٦٦ ٥٠-١٢٣ ٤٥٦٧')).toBe('+966501234567');
    expect(normalizePhone('(۰۵۰) ۱۲۳۴۵۶۷')).toBe('0501234567');
  });

  it('checks the Saudi formats', () => {
    expect(
      contactFieldErrors('SA', { ...person, idType: 'nationalId', idNumber: '1023456789', phone: '0501234567' }),
    ).toEqual({});
    for (const phone of ['+966501234567', '966501234567', '501234567'])
      expect(contactFieldErrors('SA', { ...person, phone })).toEqual({});
    expect(contactFieldErrors('SA', { ...person, idType: 'nationalId', idNumber: '3023456789' })).toHaveProperty(
      'idNumber',
    );
    expect(contactFieldErrors('SA', { ...person, phone: '0401234567' })).toHaveProperty('phone');
    expect(contactFieldErrors('SA', { ...person, commercialRegistration: '12345' })).toHaveProperty(
      'commercialRegistration',
    );
    expect(contactFieldErrors('SA', { ...person, idType: 'iqama', idNumber: '1023456789' })).toHaveProperty('idNumber');
  });

  it('checks the Egyptian formats', () => {
    expect(
      contactFieldErrors('EG', { ...person, idType: 'nationalId', idNumber: '29001011234567', phone: '01012345678' }),
    ).toEqual({});
    expect(contactFieldErrors('EG', { ...person, idType: 'nationalId', idNumber: '1023456789' })).toHaveProperty(
      'idNumber',
    );
    expect(contactFieldErrors('EG', { ...person, phone: '0501234567' })).toHaveProperty('phone');
    expect(contactFieldErrors('EG', { ...person, phone: '01312345678' })).toHaveProperty('phone');
  });

  it('wants four name parts for a person only', () => {
    expect(hasFourParts('أحمد محمد الغامدي')).toBe(false);
    expect(hasFourParts('  أحمد  محمد عبد الله  ')).toBe(true);
    expect(contactFieldErrors('SA', { ...person, nameAr: 'أحمد محمد الغامدي' })).toHaveProperty('nameAr');
    expect(contactFieldErrors('SA', { ...person, kind: 'organization', nameAr: 'شركة' })).toEqual({});
  });
});
