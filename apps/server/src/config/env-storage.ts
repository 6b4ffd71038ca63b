// Files and node models: upload limits, Azure Blob and S3 for storage, the node models' git server.
import { z } from 'zod';
import { bool, envVar, positiveInt, type EnvArea } from './env-helpers.js';

export const storageEnv = {
  title: 'Storage and node models',
  vars: {
    CAIRN_STORAGE_MAX_UPLOAD_MB: envVar(
      positiveInt.default(2048),
      'largest file an upload may carry (413 above it)',
    ),
    // The most one engagement may keep in its storage, all purposes together (issue 24); 0: no quota.
    CAIRN_STORAGE_QUOTA_GB: envVar(
      z.coerce.number().min(0).default(1000),
      'most one engagement may keep in its storage, all purposes together (413 on the upload that would pass it; `0`: no quota)',
    ),
    CAIRN_AZURE_STORAGE_CONNECTION_STRING: envVar(
      z.string().min(1).optional(),
      'Azure Blob Storage for storage configurations whose implementation is an Azure storage account or data lake; never returned by the API',
    ),
    CAIRN_AZURE_STORAGE_CONTAINER: envVar(
      z
        .string()
        .regex(
          /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/,
          'must be a valid container name (3-63 lowercase letters, digits, dashes)',
        )
        .default('cairn'),
      'the blob container Cairn writes to',
    ),
    // AWS S3 (or an S3-compatible service at CAIRN_S3_ENDPOINT). Without CAIRN_S3_ACCESS_KEY_ID the
    // credentials come from the AWS SDK's own chain (AWS_* variables, a profile, the machine's role).
    CAIRN_S3_REGION: envVar(
      z.string().min(1).default('eu-west-1'),
      'AWS region of the S3 buckets named by storage configurations whose implementation is an AWS S3 bucket (BucketName, SecondaryBucketName, PathPrefix)',
    ),
    CAIRN_S3_ENDPOINT: envVar(
      z.url().optional(),
      'an S3-compatible service instead of AWS (for example MinIO); usually with `CAIRN_S3_FORCE_PATH_STYLE=true`',
    ),
    CAIRN_S3_FORCE_PATH_STYLE: envVar(
      bool.default(false),
      'address buckets as `endpoint/bucket` rather than `bucket.endpoint`',
    ),
    // Where a new engagement's files go in a deployment whose processes share no disk (issue 30).
    CAIRN_S3_BUCKET: envVar(
      z.string().min(1).optional(),
      "the S3 bucket a new engagement's storage purposes use where the servers and workers share no disk (`serve --no-worker` and `worker` on PostgreSQL), when `CAIRN_AZURE_STORAGE_CONNECTION_STRING` is not set (on AWS, this bucket comes first); each engagement's files are under its own id there",
    ),
    CAIRN_S3_ACCESS_KEY_ID: envVar(
      z.string().min(1).optional(),
      "S3 access key id, with `CAIRN_S3_SECRET_ACCESS_KEY` (both or neither); unset, the AWS SDK's own chain is used (`AWS_*` variables, a profile, the machine's role)",
    ),
    CAIRN_S3_SECRET_ACCESS_KEY: envVar(
      z.string().min(1).optional(),
      'the secret of `CAIRN_S3_ACCESS_KEY_ID`; never returned by the API',
    ),
    // The node model on a git server (smart HTTP): one repository per engagement at this address, with
    // {engagementId} in it; the repositories exist (empty is fine) and the credentials may push.
    CAIRN_NODE_MODEL_GIT_URL: envVar(
      z
        .string()
        .regex(
          /^https?:\/\/[^\s]*\{engagementId\}[^\s]*$/,
          'must be an http(s) address containing {engagementId}',
        )
        .optional(),
      "the node models on a git server (smart HTTP): one repository per engagement at this address, which contains `{engagementId}` (for example `https://git.example.com/cairn/{engagementId}.git`); the repositories exist (empty is fine). Each process keeps only a mirror under the data directory, reads at a fetched commit and writes by pushing (retried on top of another process's push). Unset, the repositories are under the data directory. An engagement whose node model configuration gives an http(s) address as its repository keeps its node model there instead (signed in with the card's Git user name and token)",
    ),
    CAIRN_NODE_MODEL_GIT_USERNAME: envVar(
      z.string().min(1).optional(),
      'user name for that git server (HTTP basic, for example of a deploy token)',
    ),
    CAIRN_NODE_MODEL_GIT_TOKEN: envVar(
      z.string().min(1).optional(),
      'password or token for that git server; never returned by the API nor stored on disk',
    ),
    // The largest `git push` to Cairn (its pack as it arrives): 413 above it, counted while it streams.
    CAIRN_GIT_MAX_PUSH_MB: envVar(
      positiveInt.max(4096).default(100),
      'largest `git push` to Cairn, counted as its pack streams in (413 above it); each file of a node model is at most 1 MB whatever this says',
    ),
  },
} satisfies EnvArea;
