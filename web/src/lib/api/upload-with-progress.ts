/** Uploads with progress (presigned S3 PUTs). */
import { ApiError, parseDetail } from './api-error';
import { getAccessToken } from './tokens';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, rounded down. */
  percent: number;
}

export interface UploadOptions {
  url: string;
  method?: 'PUT' | 'POST';
  body: Blob | FormData;
  /** Headers the presigned URL was signed with, e.g. Content-Type. */
  headers?: Record<string, string>;
  /** Adds the bearer token; off by default (a presigned URL must not carry it). */
  withAuth?: boolean;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface UploadResult {
  status: number;
  responseText: string;
  getHeader: (name: string) => string | null;
}

const abortError = () => new DOMException('Upload aborted', 'AbortError');

function openRequest(options: UploadOptions): XMLHttpRequest {
  const xhr = new XMLHttpRequest();
  xhr.open(options.method ?? 'PUT', options.url);
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    xhr.setRequestHeader(name, value);
  }
  if (options.withAuth) {
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
  }
  return xhr;
}

function reportProgress(xhr: XMLHttpRequest, total: number, onProgress: UploadOptions['onProgress']): void {
  xhr.upload.onprogress = (event) => {
    const size = event.lengthComputable ? event.total : total;
    onProgress?.({
      loaded: event.loaded,
      total: size,
      percent: size > 0 ? Math.min(100, Math.floor((event.loaded / size) * 100)) : 0,
    });
  };
}

/** Uploads a body with XMLHttpRequest so the caller can show progress. Rejects with ApiError. */
export function uploadWithProgress(options: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = openRequest(options);
    const total = options.body instanceof Blob ? options.body.size : 0;
    reportProgress(xhr, total, options.onProgress);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.({ loaded: total, total, percent: 100 });
        resolve({
          status: xhr.status,
          responseText: xhr.responseText,
          getHeader: (name) => xhr.getResponseHeader(name),
        });
      } else {
        reject(new ApiError(xhr.status, parseDetail(xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(abortError());
    if (options.signal) {
      if (options.signal.aborted) {
        reject(abortError());
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(options.body);
  });
}
