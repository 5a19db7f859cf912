-- The bulk run's progress (issue 19): one row per car arrangement a run prices, written batch by batch, so status and
-- summary are read while it goes and a restarted server resumes each arrangement from its cursor instead of starting
-- over. The run itself stays in bulk_runs (migration 0004, one queued or running run per client by its partial unique
-- index); these columns add what the job engine needs.
ALTER TABLE bulk_runs
  -- The pg-boss job carrying the run: at start a running run whose job is gone (completed, failed past its retries,
  -- archived) is marked failed instead of staying 'running' forever.
  ADD COLUMN job_id uuid,
  -- How often a worker picked the job up (1 unless a restart or failure made pg-boss hand it out again).
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0);

CREATE TABLE bulk_run_arrangements (
  run_id integer NOT NULL REFERENCES bulk_runs (id) ON DELETE CASCADE,
  client_id integer NOT NULL,
  car_arrangement_id integer NOT NULL,
  -- The name at queue time: the summary and the file list keep saying what was run even if it is renamed later.
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 200),
  position integer NOT NULL CHECK (position >= 0),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'running', 'finished', 'failed')),
  -- Counted when the run starts; versions_done counts every version dealt with, errors those of them without a price.
  versions_total integer NOT NULL DEFAULT 0 CHECK (versions_total >= 0),
  versions_done integer NOT NULL DEFAULT 0 CHECK (versions_done >= 0),
  changed_prices integer NOT NULL DEFAULT 0 CHECK (changed_prices >= 0),
  new_prices integer NOT NULL DEFAULT 0 CHECK (new_prices >= 0),
  errors integer NOT NULL DEFAULT 0 CHECK (errors >= 0),
  error_samples jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(error_samples) = 'array' AND jsonb_array_length(error_samples) <= 5),
  -- Keyset resume point: the last catalogue version id (car_types.id) whose price is committed.
  cursor_version_id integer NOT NULL DEFAULT 0,
  -- The worker holding the part and when it last committed a batch: a claim is taken with an UPDATE … WHERE state …
  -- RETURNING, so two workers never price one part; a stale heartbeat (a dead process) lets another take it over.
  worker_id uuid,
  heartbeat_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  -- The price workbook written when the part finishes.
  file_blob_id integer,
  file_name text CHECK (length(file_name) <= 255 AND file_name !~ '[/\\]'),
  PRIMARY KEY (run_id, car_arrangement_id),
  FOREIGN KEY (client_id, car_arrangement_id) REFERENCES car_arrangements (client_id, id) ON DELETE CASCADE,
  FOREIGN KEY (client_id, file_blob_id) REFERENCES blobs (client_id, id) ON DELETE SET NULL (file_blob_id),
  CHECK ((state IN ('finished', 'failed')) = (finished_at IS NOT NULL))
);
CREATE INDEX bulk_run_arrangements_client ON bulk_run_arrangements (client_id, run_id);
CREATE INDEX bulk_run_arrangements_file ON bulk_run_arrangements (client_id, file_blob_id) WHERE file_blob_id IS NOT NULL;
