import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContentTable, uploadFile } from './content.ts';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => Response.json({ code: 200, success: true, data, msg: 'ok' });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('content calls', () => {
  it('reads a whole table by default and passes column filters', async () => {
    fetchMock.mockResolvedValueOnce(ok({ total: 1, records: [{ id: '1' }] }));
    await expect(getContentTable('site_config', { config_code: 'web_logo' })).resolves.toEqual({
      total: 1,
      records: [{ id: '1' }],
    });
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://host');
    expect(url.pathname).toBe('/api/exchange/cgform-api/getData/site_config');
    expect(url.searchParams.get('pageSize')).toBe('-521');
    expect(url.searchParams.get('pageNo')).toBe('1');
    expect(url.searchParams.get('config_code')).toBe('web_logo');
  });

  it('uploads a file as multipart with type 0', async () => {
    fetchMock.mockResolvedValueOnce(ok({ link: '/uploads/a.png', name: 'a.png' }));
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(uploadFile(file)).resolves.toEqual({ link: '/uploads/a.png', name: 'a.png' });
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('type')).toBe('0');
    expect(body.get('file')).toBeInstanceOf(File);
  });
});
