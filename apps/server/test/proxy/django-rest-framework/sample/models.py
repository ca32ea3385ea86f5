# One model per table of SAMPLE_TABLES, its fields judged from the values: whole numbers, other
# numbers, or text.
import json
import os

from django.db import models

with open(os.environ["SAMPLE_TABLES"], encoding="utf-8") as source:
    TABLES = json.load(source)


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def field_for(values):
    present = [value for value in values if value is not None]
    if present and all(isinstance(value, int) and is_number(value) for value in present):
        return models.BigIntegerField(null=True)
    if present and all(is_number(value) for value in present):
        return models.FloatField(null=True)
    return models.TextField(null=True)


def model_for(name, rows):
    fields = list(dict.fromkeys(key for row in rows for key in row if key != "id"))
    attributes = {
        "__module__": __name__,
        "Meta": type("Meta", (), {"app_label": "sample", "db_table": name, "ordering": ["id"]}),
        "id": models.BigIntegerField(primary_key=True),
    }
    for field in fields:
        attributes[field] = field_for([row.get(field) for row in rows])
    return type(name.capitalize(), (models.Model,), attributes)


MODELS = {name: model_for(name, rows) for name, rows in TABLES.items()}
