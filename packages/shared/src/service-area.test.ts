import { describe, expect, it } from 'vitest';
import { ZRegisterStep2, ZUpdateUserRequest } from './auth.js';
import { MESSAGES } from './messages.js';
import {
  MAX_SERVICE_AREA_PIN_CODES,
  parsePinCodeList,
  pinCodeRanges,
  SERVICE_AREA_MESSAGES,
  ZServiceAreaRequest,
} from './service-area.js';

const ADDRESS = { street: '1 MG Road', city: 'Bengaluru', state: 'Karnataka' };

describe('the zip code of registration and the profile', () => {
  it('takes a 6-digit Indian PIN code, trimmed', () => {
    expect(ZRegisterStep2.parse({ ...ADDRESS, zipCode: ' 560001 ' }).zipCode).toBe('560001');
    expect(ZRegisterStep2.parse({ ...ADDRESS, zipCode: '110001' }).zipCode).toBe('110001');
  });

  it.each(['56001', '5600011', '060001', '56OO01', '560 001', '560-001', '+560001'])(
    'refuses %j with the PIN code message',
    (zipCode) => {
      for (const schema of [ZRegisterStep2, ZUpdateUserRequest]) {
        const result = schema.safeParse({ ...ADDRESS, zipCode });
        expect(result.success).toBe(false);
        const issue = result.error?.issues.find((i) => i.path[0] === 'zipCode');
        expect(issue?.message).toBe(SERVICE_AREA_MESSAGES.invalidPinCode);
      }
    },
  );

  it('asks for a missing zip code with the spec\'s "required fields" message', () => {
    const result = ZRegisterStep2.safeParse({ ...ADDRESS, zipCode: '  ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.register.requiredFields]);
  });
});

describe('the service area list', () => {
  it('reads PIN codes and ranges separated by commas, spaces and new lines', () => {
    expect(parsePinCodeList('560003, 560001-560002\n560100 – 560101;560003')).toEqual({
      pinCodes: ['560001', '560002', '560003', '560100', '560101'],
    });
    expect(parsePinCodeList('  \n ')).toEqual({ pinCodes: [] });
  });

  it('names the first entry it cannot read', () => {
    expect(parsePinCodeList('560001, 56002')).toEqual({
      error: SERVICE_AREA_MESSAGES.badEntry('56002'),
    });
    expect(parsePinCodeList('560001-560002-560003')).toEqual({
      error: SERVICE_AREA_MESSAGES.badEntry('560001-560002-560003'),
    });
    expect(parsePinCodeList('560300-560001')).toEqual({
      error: SERVICE_AREA_MESSAGES.reversedRange('560300-560001'),
    });
    expect(parsePinCodeList('100000-999999')).toEqual({ error: SERVICE_AREA_MESSAGES.tooMany });
  });

  it('shows runs of consecutive PIN codes as ranges', () => {
    expect(pinCodeRanges(['560003', '560001', '560002', '110001', '560005', '560005'])).toEqual([
      '110001',
      '560001-560003',
      '560005',
    ]);
    expect(pinCodeRanges([])).toEqual([]);
  });

  it('round-trips a list through its ranges', () => {
    const pinCodes = ['400001', '400002', '560001', '560002', '560003', '560010'];
    expect(parsePinCodeList(pinCodeRanges(pinCodes).join(', '))).toEqual({ pinCodes });
  });

  it('takes distinct PIN codes, sorted, up to the limit', () => {
    expect(ZServiceAreaRequest.parse({ pinCodes: ['560002', '560001', '560002'] })).toEqual({
      pinCodes: ['560001', '560002'],
    });
    const tooMany = Array.from({ length: MAX_SERVICE_AREA_PIN_CODES + 1 }, (_, i) =>
      String(100000 + i),
    );
    expect(ZServiceAreaRequest.safeParse({ pinCodes: tooMany }).error?.issues[0]?.message).toBe(
      SERVICE_AREA_MESSAGES.tooMany,
    );
    expect(ZServiceAreaRequest.safeParse({ pinCodes: ['560001', 560002] }).success).toBe(false);
    expect(ZServiceAreaRequest.safeParse({ pinCodes: '560001' }).success).toBe(false);
  });
});
