#!/usr/bin/env bash
# TypeScript 7's compiler (`typescript-native`, the native port) for the type check and the builds:
# about three times faster than TypeScript 5.9 here and the same JavaScript out (docs/decisions/platform.md).
# Called by its path because TypeScript 5.9, kept for typescript-eslint and openapi-typescript,
# names its command `tsc` too.
exec node "$(dirname "${BASH_SOURCE[0]}")/../node_modules/typescript-native/bin/tsc" "$@"
