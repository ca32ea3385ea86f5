# Creates the tables, loads the rows and serves the project on a free loopback port: prints the
# port, then one line "request <request line>" on stderr per request.
import os
import socketserver
import sys
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sample.settings")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.core.wsgi import get_wsgi_application  # noqa: E402

from sample.models import MODELS, TABLES  # noqa: E402

call_command("migrate", run_syncdb=True, verbosity=0)
for name, rows in TABLES.items():
    MODELS[name].objects.bulk_create([MODELS[name](**row) for row in rows])


class ThreadingServer(socketserver.ThreadingMixIn, WSGIServer):
    daemon_threads = True


class CountedRequests(WSGIRequestHandler):
    def log_request(self, code="-", size="-"):
        sys.stderr.write(f"request {self.requestline}\n")

    def log_message(self, format, *args):
        pass


server = make_server(
    "127.0.0.1", 0, get_wsgi_application(), server_class=ThreadingServer, handler_class=CountedRequests
)
print(server.server_port, flush=True)
server.serve_forever()
