import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { badRequest, HttpError } from './http-errors';

/**
 * File uploads (ARCHITECTURE "uploads checked by size and content"): one multipart file per request,
 * its type decided by the first bytes of the content, never by the client's Content-Type or file name,
 * so an HTML page named "terms.pdf" is refused. Routes that take a file register multipart in their own
 * encapsulated scope with `registerUploads`, so every other route keeps refusing multipart with 415.
 * Reused by later upload routes (arrangement and container logos, mail attachments) with their own kinds.
 */

export interface FileKind {
  /** Stored in blobs.content_type (its CHECK lists the types the database accepts). */
  contentType: string;
  /** The first is appended to a stored name whose extension does not match the content. */
  extensions: readonly string[];
  /** Said in the refusal, e.g. "PDF". */
  label: string;
  matches(bytes: Uint8Array): boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

export const FILE_KINDS = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], label: 'PDF', matches: (b) => startsWith(b, ascii('%PDF-')) },
  // The 8-byte signature and then the IHDR chunk, which the PNG standard requires to come first.
  png: {
    contentType: 'image/png', extensions: ['png'], label: 'PNG',
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(b, ascii('IHDR'), 12),
  },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  gif: { contentType: 'image/gif', extensions: ['gif'], label: 'GIF', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  webp: { contentType: 'image/webp', extensions: ['webp'], label: 'WebP', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  // An icon directory: reserved 0, type 1 (icon, not cursor), then at least one image.
  ico: {
    contentType: 'image/x-icon', extensions: ['ico'], label: 'ICO',
    matches: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]) && b.length >= 6 && (b[4]! | (b[5]! << 8)) > 0,
  },
} as const satisfies Record<string, FileKind>;

/**
 * Logos (client, arrangement, container): raster images only. A logo is shown in the drivers' environment,
 * and an SVG can carry script that no check of its first bytes rules out; a raster logo loses nothing at
 * the 60 px it is shown at.
 */
export const LOGO_KINDS: readonly FileKind[] = [FILE_KINDS.png, FILE_KINDS.jpeg, FILE_KINDS.gif, FILE_KINDS.webp];
/** A logo is small: shown at most 60 px high. */
export const LOGO_MAX_BYTES = 1024 * 1024;

/** Favicons: an icon file or a PNG, as browsers take them; no SVG (script) either. */
export const FAVICON_KINDS: readonly FileKind[] = [FILE_KINDS.png, FILE_KINDS.ico];
export const FAVICON_MAX_BYTES = 256 * 1024;

/** The rules of every logo and favicon upload (client, arrangement, container), declared once. */
export const IMAGE_RULES = {
  logo: { kinds: LOGO_KINDS, maxBytes: LOGO_MAX_BYTES },
  favicon: { kinds: FAVICON_KINDS, maxBytes: FAVICON_MAX_BYTES },
} as const satisfies Record<string, UploadRules>;

/** No body at all (no type, no length): the contract's way of removing a logo or favicon (spec 01 §7, 02 §7). */
export const hasNoBody = (request: FastifyRequest) =>
  request.headers['content-type'] === undefined && request.headers['transfer-encoding'] === undefined && Number(request.headers['content-length'] ?? 0) === 0;

/** Documents for a company: scans and papers. No SVG or HTML: they can carry script. */
export const DOCUMENT_KINDS: readonly FileKind[] = [FILE_KINDS.pdf, FILE_KINDS.png, FILE_KINDS.jpeg];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface UploadRules {
  kinds: readonly FileKind[];
  maxBytes?: number;
}

/**
 * An upload route declares its rules in its options (`{ ...takesUpload({ kinds }) }`), where
 * readSingleUpload finds them and anyone listing the routes (the write sweep) sees the route takes a file.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    upload?: UploadRules;
  }
}

export const takesUpload = (rules: UploadRules) => ({ config: { upload: rules } });

export interface Upload {
  data: Buffer;
  kind: FileKind;
  /** The client's file name made safe to store and show (sanitiseFileName). */
  fileName: string;
}

/** Registers multipart parsing in `scope` only; bounds that hold before any route's own rules apply. */
export async function registerUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2, fieldNameSize: 100, headerPairs: 20 },
  });
}

const MAX_FILE_NAME_LENGTH = 120;
// Control and format characters (bidi overrides that disguise "exe.pdf"), and those Windows refuses in names.
const UNSAFE_IN_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"|?*]/gu;

/**
 * The name shown for and saved from a stored file: the last path part only, no control characters,
 * at most 120 characters, and an extension that tells what the content really is ("scan.pdf" holding
 * a PNG becomes "scan.pdf.png"). Never used as a path or a blob name.
 */
export function sanitiseFileName(raw: string, kind: FileKind): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_IN_NAME, '').replace(/\s+/g, ' ').trim().replace(/^[.\s]+/, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1) : '';
  const keepsExtension = kind.extensions.includes(extension.toLowerCase());
  const suffix = keepsExtension ? extension : kind.extensions[0]!;
  const stem = (keepsExtension ? cleaned.slice(0, dot) : cleaned).replace(/[.\s]+$/, '') || 'attachment';
  // Cut by code points so an emoji or accented letter is never split in half.
  return `${Array.from(stem).slice(0, MAX_FILE_NAME_LENGTH - suffix.length - 1).join('')}.${suffix}`;
}

const ONE_FILE_ONLY = 'Send exactly one file and no other form fields.';

/** The multipart plugin's and busboy's errors as the reasons this API gives. */
function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, `The file is larger than ${maxBytes / (1024 * 1024)} MB.`);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(ONE_FILE_ONLY);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the file as multipart/form-data.');
    case 'FST_PROTO_VIOLATION':
      return badRequest('That form field name is not allowed.');
    default:
      // Only the form is being read here, so anything else is a malformed body, not a server fault.
      return badRequest('The form data could not be read.');
  }
}

/**
 * Reads the request's one file into memory and checks it against the route's takesUpload rules: 415 when the body is not multipart, 400 for
 * more parts, an empty file or a form without a file, 413 above `maxBytes`, 415 when the content is
 * none of `kinds`. Nothing is stored here; the caller stores the returned bytes.
 */
export async function readSingleUpload(request: FastifyRequest): Promise<Upload> {
  const rules = request.routeOptions.config.upload;
  if (!rules) throw new Error(`${request.routeOptions.url ?? 'this route'} reads a file without declaring takesUpload`);
  const { kinds, maxBytes = MAX_UPLOAD_BYTES } = rules;
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
  let file: { data: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== 'file' || file) throw badRequest(ONE_FILE_ONLY);
      file = { data: await part.toBuffer(), name: part.filename };
    }
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
  if (!file) throw badRequest('The form holds no file.');
  if (file.data.length === 0) throw badRequest('The file is empty.');
  const kind = kinds.find((k) => k.matches(file.data));
  if (!kind) {
    throw new HttpError(415, `The file's content is not an allowed type (${kinds.map((k) => k.label).join(', ')}); its name and declared type do not count.`);
  }
  return { data: file.data, kind, fileName: sanitiseFileName(file.name, kind) };
}

/** An image call's body: the checked file, or null for a POST without a body (the contract's "remove it"). */
export async function readUploadOrRemoval(request: FastifyRequest): Promise<Upload | null> {
  return hasNoBody(request) ? null : readSingleUpload(request);
}
