import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bulkResultsSample, bulkStatusSample } from '../../machines/model/samples';

/** What src/api/bulk-run.ts puts on the wire and makes of the answers, through a stubbed fetch. */
const sent: { url: string; method: string }[] = [];
let answer: () => Response = () => Response.json({ results: [{}], successful: true });
let api: typeof import('../../src/api/bulk-run');

beforeAll(async () => {
  // ofetch captures fetch when the client is created, so the stub must exist before the module loads.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET' });
    return answer();
  });
  api = await import('../../src/api/bulk-run');
});

const last = () => sent[sent.length - 1]!;
const envelope = (result: unknown) => () => Response.json({ results: [result], successful: true });

describe('bulk run API', () => {
  it('reads the status, starts a run and reads the summary and file check with GETs under /clientsetting', async () => {
    answer = envelope(bulkStatusSample('running', 40));
    await expect(api.fetchBulkStatus()).resolves.toMatchObject({ state: 'running', progress: 40 });
    expect(last()).toEqual({ url: '/api-admin/clientsetting/bulkstatus', method: 'GET' });

    answer = envelope(bulkStatusSample('running', 40, { alreadyActive: true }));
    await expect(api.startBulkRun()).resolves.toMatchObject({ alreadyActive: true });
    expect(last()).toEqual({ url: '/api-admin/clientsetting/runbulk', method: 'GET' });

    answer = envelope(bulkResultsSample.summary);
    await expect(api.fetchBulkSummary()).resolves.toEqual(bulkResultsSample.summary);
    expect(last().url).toBe('/api-admin/clientsetting/bulksummary');

    answer = envelope(bulkResultsSample.files);
    await expect(api.fetchBulkFileCheck()).resolves.toEqual(bulkResultsSample.files);
    expect(last().url).toBe('/api-admin/clientsetting/bulkFileCheck');
  });

  it('treats an empty answer as a failure, not as a status', async () => {
    answer = () => Response.json({ results: [], successful: true });
    await expect(api.fetchBulkStatus()).rejects.toThrow('Empty answer for bulk status');
  });

  it('downloads a workbook by its id under the name the server gives, else the listed one', async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    answer = () => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
      headers: { 'content-type': xlsx, 'content-disposition': 'attachment; filename="20261127_Leaseregeling_2026_prices.xlsx"' },
    });
    const file = await api.downloadBulkFile({ fileId: 5, fileName: 'listed.xlsx' });
    expect(last().url).toBe('/api-admin/clientsetting/bulkfile?fileId=5');
    expect(file.fileName).toBe('20261127_Leaseregeling_2026_prices.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));

    answer = () => new Response(new Uint8Array([0x50, 0x4b]), { headers: { 'content-type': xlsx } });
    await expect(api.downloadBulkFile({ fileId: 6, fileName: 'listed.xlsx' })).resolves.toMatchObject({ fileName: 'listed.xlsx' });
  });
});
