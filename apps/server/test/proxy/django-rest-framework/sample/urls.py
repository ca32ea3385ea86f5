# Each table at /<table> with LimitOffsetPagination (the REST_FRAMEWORK default) and again at
# /cursor/<table> with CursorPagination, each with django-filter's exact and range lookups, a
# case-insensitive contains on text, SearchFilter over the text fields and OrderingFilter.
from django.db import models
from rest_framework import routers, serializers, viewsets
from rest_framework.pagination import CursorPagination, LimitOffsetPagination

from .models import MODELS


class ByCursor(CursorPagination):
    ordering = "id"
    page_size_query_param = "page_size"


def viewset_for(model, pagination):
    fields = [field for field in model._meta.fields if field.name != "id"]
    numbers = [field.name for field in fields if not isinstance(field, models.TextField)]
    texts = [field.name for field in fields if isinstance(field, models.TextField)]
    meta = type("Meta", (), {"model": model, "fields": "__all__"})
    serializer = type(f"{model.__name__}Serializer", (serializers.ModelSerializer,), {"Meta": meta})
    return type(
        f"{model.__name__}{pagination.__name__}ViewSet",
        (viewsets.ReadOnlyModelViewSet,),
        {
            "queryset": model.objects.all(),
            "serializer_class": serializer,
            "pagination_class": pagination,
            "filterset_fields": {
                "id": ["exact"],
                **{name: ["exact", "gte", "lte"] for name in numbers},
                **{name: ["exact", "icontains"] for name in texts},
            },
            "search_fields": texts,
            "ordering_fields": "__all__",
            "ordering": ["id"],
        },
    )


# Without a trailing slash, so that an endpoint's url is the table's name (the default router adds one).
router = routers.SimpleRouter(trailing_slash=False)
for name, model in MODELS.items():
    router.register(name, viewset_for(model, LimitOffsetPagination), basename=name)
    router.register(f"cursor/{name}", viewset_for(model, ByCursor), basename=f"cursor-{name}")
urlpatterns = router.urls
