#!/usr/bin/env bash
# The route suite runs on PostgreSQL too: start the machine's cluster when it is not answering.
set -euo pipefail
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then exit 0; fi
if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && exit 0
  sleep 1
done
echo "PostgreSQL is not answering on 127.0.0.1:5432 (set TEST_DATABASE_URL to another server)" >&2
exit 1
