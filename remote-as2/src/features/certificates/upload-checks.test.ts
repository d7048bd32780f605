import { UPLOAD_MAX_BYTES } from '@console/shared';
import { CERTIFICATE_ACCEPT, needsPassword, uploadProblem } from './upload-checks';

describe('certificate upload checks', () => {
  it('accepts the certificate types up to the size limit', () => {
    expect(CERTIFICATE_ACCEPT).toBe('.cer,.crt,.pem,.der,.p12,.pfx,.p7b');
    for (const name of ['a.cer', 'a.CRT', 'a.pem', 'a.der', 'a.p12', 'a.pfx', 'a.p7b']) {
      expect(uploadProblem({ name, size: 10 })).toBeNull();
    }
    expect(uploadProblem({ name: 'a.pem', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and files over 10M', () => {
    expect(uploadProblem({ name: 'notes.txt', size: 10 })).toBe('unsupportedType');
    expect(uploadProblem({ name: 'pem', size: 10 })).toBe('unsupportedType');
    expect(uploadProblem({ name: 'a.pem', size: UPLOAD_MAX_BYTES + 1 })).toBe('tooBig');
  });

  it('asks a password for PKCS#12 files only', () => {
    expect(needsPassword('own.p12')).toBe(true);
    expect(needsPassword('own.PFX')).toBe(true);
    expect(needsPassword('partner.cer')).toBe(false);
  });
});
