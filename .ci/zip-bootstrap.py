#!/usr/bin/env python3
"""Zip one Lambda bootstrap reproducibly: zip-bootstrap.py BOOTSTRAP OUT.zip

The archive holds a single entry, "bootstrap", executable (0755), with a
fixed timestamp (1980-01-01, the zip format's earliest) and fixed
compression, so the same binary always gives the same zip, byte for byte.
"""
import sys
import zipfile

src, out = sys.argv[1], sys.argv[2]
info = zipfile.ZipInfo("bootstrap", date_time=(1980, 1, 1, 0, 0, 0))
info.external_attr = (0o100755 & 0xFFFF) << 16  # regular file, rwxr-xr-x
info.create_system = 3  # Unix, so the mode bits are read
info.compress_type = zipfile.ZIP_DEFLATED
with open(src, "rb") as f:
    data = f.read()
with zipfile.ZipFile(out, "w") as z:
    z.writestr(info, data, compresslevel=9)
