import { describe, expect, it } from 'vitest';
import { createImageElement } from './create-image-element.js';
import { createLayoutDocument } from './create-layout-document.js';
import { createQrCodeElement } from './create-qrcode-element.js';
import { createSequentialIds } from './id-generator.js';
import type { LayoutDocument } from './layout-document.js';
import { migrate, type MigrateResult } from './migrate.js';

const template = { path: '/assets/templates/laurea/photostrip_verticale/b.png', width: 600, height: 1800, dpi: 300 };

function makeDocument(): LayoutDocument {
  const createId = createSequentialIds();
  const document = createLayoutDocument({ template, scale: 0.5, createId, form: { names: 'Anna & Marco', eventDate: '12/06/2027' } });
  const image = createImageElement({ createId, scale: 0.5, template }, { src: 'data:image/png;base64,AA==', originalWidth: 640, originalHeight: 480 });
  return { ...document, elements: [...document.elements, image] };
}

function errorOf(result: MigrateResult) {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('migrate', () => {
  it('round-trips a current document through JSON unchanged', () => {
    const document = makeDocument();
    const result = migrate(JSON.parse(JSON.stringify(document)));
    expect(result).toEqual({ ok: true, document });
  });

  it('reads a version-1 document with a QR code, and one saved before QR codes existed, as version 1', () => {
    const document = makeDocument();
    const qrcode = createQrCodeElement({ createId: () => 'qr', scale: 0.5, template }, { url: 'https://galleria.it/anna' });
    const withQr = { ...document, elements: [...document.elements, qrcode] };
    expect(migrate(JSON.parse(JSON.stringify(withQr)))).toEqual({ ok: true, document: withQr });
    expect(migrate(JSON.parse(JSON.stringify(document)))).toEqual({ ok: true, document });
    expect(document.schemaVersion).toBe(1);
  });

  it('drops fields the schema does not know', () => {
    const document = makeDocument();
    const result = migrate({ ...document, extra: 1, elements: document.elements.map((e) => ({ ...e, zIndex: 3 })) });
    expect(result).toEqual({ ok: true, document });
  });

  it('refuses what is not an object', () => {
    for (const input of [null, undefined, 42, 'doc', [], true]) expect(errorOf(migrate(input)).code).toBe('not-an-object');
  });

  it('refuses a missing or unknown version with a clear message', () => {
    const { schemaVersion: _version, ...withoutVersion } = makeDocument();
    expect(errorOf(migrate(withoutVersion)).code).toBe('missing-version');
    const newer = errorOf(migrate({ ...makeDocument(), schemaVersion: 2 }));
    expect(newer.code).toBe('unsupported-version');
    expect(newer.message).toContain('schemaVersion 2');
    expect(errorOf(migrate({ ...makeDocument(), schemaVersion: '1' })).code).toBe('unsupported-version');
    expect(errorOf(migrate({ ...makeDocument(), schemaVersion: 0 })).code).toBe('unsupported-version');
  });

  it('lists every schema problem with its path', () => {
    const document = makeDocument();
    const [text, image] = document.elements;
    const broken = { ...document, elements: [{ ...text, fontSize: 500 }, { ...image, opacity: 'half' }] };
    const error = errorOf(migrate(broken));
    expect(error.code).toBe('invalid-document');
    expect(error.issues.map((issue) => issue.path)).toEqual(['elements.0.fontSize', 'elements.1.opacity']);
    expect(error.message).toContain('2 problems');
    expect(error.message).toContain('elements.0.fontSize');
  });

  it('refuses an element of an unknown type', () => {
    const document = makeDocument();
    expect(errorOf(migrate({ ...document, elements: [{ id: 'x', type: 'video' }] })).code).toBe('invalid-document');
  });

  it('never throws, even on input whose reads throw', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    const error = errorOf(migrate(hostile));
    expect(error.code).toBe('unreadable');
    expect(error.message).toContain('boom');
  });
});
