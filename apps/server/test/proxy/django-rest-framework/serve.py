# Creates the tables, loads the rows and serves the project on a free loopback port: prints the
# port, then one line "request <method> <path?query> <protocol>" on stderr per request, before its answer.
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


class QuietRequests(WSGIRequestHandler):
    def log_message(self, format, *args):
        pass


application = get_wsgi_application()


def counted(environ, start_response):
    # Said before the answer is written (the handler's own log comes after it, so a test could read
    # the answer before the line): a request is counted by the time its answer arrives.
    query = environ.get("QUERY_STRING", "")
    target = environ.get("PATH_INFO", "") + (f"?{query}" if query else "")
    sys.stderr.write(f"request {environ['REQUEST_METHOD']} {target} {environ.get('SERVER_PROTOCOL', '')}\n")
    sys.stderr.flush()
    return application(environ, start_response)


server = make_server("127.0.0.1", 0, counted, server_class=ThreadingServer, handler_class=QuietRequests)
print(server.server_port, flush=True)
server.serve_forever()
