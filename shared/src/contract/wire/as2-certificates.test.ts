import { certificateExtension, isPkcs12 } from './as2-certificates';

describe('certificate files', () => {
  it('take the accepted extensions only, in any case', () => {
    expect(certificateExtension('partner.CER')).toBe('cer');
    expect(certificateExtension('bundle.tar.p12')).toBe('p12');
    expect(certificateExtension('.pem')).toBe('pem');
    for (const bad of ['notes.txt', 'README', 'cert.p12.bak'])
      expect(certificateExtension(bad)).toBeUndefined();
  });

  it('need a password for PKCS#12 bundles only', () => {
    expect(isPkcs12(certificateExtension('own.pfx'))).toBe(true);
    expect(isPkcs12(certificateExtension('own.p12'))).toBe(true);
    expect(isPkcs12(certificateExtension('partner.pem'))).toBe(false);
    expect(isPkcs12(undefined)).toBe(false);
  });
});
