import { makePort } from '../../testing/builders';
import {
  bodyFromJson,
  NEW_PORT_VALUES,
  toFormValues,
  toJsonValue,
  toPortBody,
} from './port-values';

describe('NEW_PORT_VALUES', () => {
  it('starts a new port with the default retries', () => {
    expect(NEW_PORT_VALUES).toMatchObject({ retryCount: 3, retryInterval: 60 });
  });
});

describe('toPortBody', () => {
  const values = {
    ...NEW_PORT_VALUES,
    name: ' SP_ACME ',
    from: 'OURCO',
    to: 'ACME',
    url: 'https://acme.example.com/as2',
    description: '',
    asyncMdnUrl: 'https://ourco.example.com/mdn',
  };

  it('builds a send port body, leaving out an empty password', () => {
    expect(toPortBody('send', values)).toEqual({
      name: 'SP_ACME',
      messageType: 'X12',
      from: 'OURCO',
      to: 'ACME',
      url: 'https://acme.example.com/as2',
      timeout: 60,
      description: null,
      selfCertificate: null,
      partnerCertificate: null,
      signed: false,
      signAlgorithm: 'SHA256',
      encrypted: false,
      encryptAlgorithm: 'AES256',
      compressed: false,
      mdnMode: 'sync',
      mdnSigned: false,
      micAlgorithm: 'SHA256',
      asyncMdnUrl: null,
      retryCount: 3,
      retryInterval: 60,
    });
  });

  it('sends the retries typed, and the defaults for blank ones', () => {
    expect(toPortBody('send', { ...values, retryCount: 0, retryInterval: 5 })).toMatchObject({
      retryCount: 0,
      retryInterval: 5,
    });
    expect(toPortBody('send', { ...values, retryCount: null, retryInterval: null })).toMatchObject({
      retryCount: 3,
      retryInterval: 60,
    });
  });

  it('sends no retries for a receive port', () => {
    expect(toPortBody('receive', { ...values, retryCount: 7, retryInterval: 5 })).toMatchObject({
      retryCount: 0,
      retryInterval: 60,
    });
  });

  it('sends no URL for a receive port and keeps the async MDN URL when async', () => {
    const body = toPortBody('receive', { ...values, mdnMode: 'async' });
    expect(body.url).toBeNull();
    expect(body.asyncMdnUrl).toBe('https://ourco.example.com/mdn');
  });

  it('sends a typed password, or an empty one to clear the stored password', () => {
    expect(toPortBody('send', { ...values, selfCertificatePassword: 's3cret' })).toMatchObject({
      selfCertificatePassword: 's3cret',
    });
    expect(
      toPortBody('send', {
        ...values,
        selfCertificatePassword: 'x',
        clearSelfCertificatePassword: true,
      }),
    ).toMatchObject({ selfCertificatePassword: '' });
  });
});

describe('form and JSON values', () => {
  it('puts a port in the form without its password', () => {
    const port = makePort('send', { description: 'Orders', hasSelfCertificatePassword: true });
    const values = toFormValues(port);
    expect(values).toMatchObject({ name: 'SP_ACME', description: 'Orders', timeout: 60 });
    expect(toFormValues(makePort('send', { retryCount: 5, retryInterval: 30 }))).toMatchObject({
      retryCount: 5,
      retryInterval: 30,
    });
    expect(values).not.toHaveProperty('selfCertificatePassword');
  });

  it('shows only the editable fields as JSON and drops server-owned ones on save', () => {
    const port = makePort('send');
    const json = toJsonValue(port);
    expect(Object.keys(json)).not.toEqual(expect.arrayContaining(['id']));
    expect(json).not.toHaveProperty('kind');
    expect(json).not.toHaveProperty('updateTime');
    expect(json).not.toHaveProperty('hasSelfCertificatePassword');
    expect(bodyFromJson({ ...json, id: 9, createTime: 'x' })).toEqual(json);
    expect(bodyFromJson([1])).toBeUndefined();
    expect(bodyFromJson('text')).toBeUndefined();
  });
});
