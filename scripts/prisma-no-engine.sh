#!/bin/sh
# Stand-in for Prisma's native schema engine: see scripts/prisma-generate.mjs.
exit 1
