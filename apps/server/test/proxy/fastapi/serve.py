# Serves app.py with uvicorn on a free loopback port: prints the port, then one line
# "request <method> <path?query>" on stderr per request, before its answer.
import socket
import sys

import uvicorn

from app import app


@app.middleware("http")
async def counted(request, call_next):
    query = request.url.query
    sys.stderr.write(f"request {request.method} {request.url.path}{'?' + query if query else ''}\n")
    sys.stderr.flush()
    return await call_next(request)


listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
listener.bind(("127.0.0.1", 0))
print(listener.getsockname()[1], flush=True)
config = uvicorn.Config(app, log_level="warning", access_log=False)
uvicorn.Server(config).run(sockets=[listener])
