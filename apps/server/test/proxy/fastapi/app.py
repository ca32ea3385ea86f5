# A ticket desk as a company would write it with FastAPI: OAuth2 password sign-in without a client
# id, page/size paging answering {items, total, page, size, pages}, plain query filters (status,
# priority, customer_id, min_hours/max_hours on hours_spent, search) and order_by=-field. The rows come from the
# JSON file named by SAMPLE_TABLES; serve.py starts it and prints the port.
import enum
import json
import math
import os
from datetime import datetime
from typing import List, Optional

from fastapi import Depends, FastAPI, HTTPException, Query
from fastapi.security import OAuth2PasswordBearer, OAuth2PasswordRequestForm
from pydantic import BaseModel

with open(os.environ["SAMPLE_TABLES"], encoding="utf-8") as file:
    TABLES = json.load(file)

USERNAME = os.environ.get("SAMPLE_USERNAME", "desk")
PASSWORD = os.environ.get("SAMPLE_PASSWORD", "desk-password")
TOKEN = "token-of-the-desk"

app = FastAPI(title="Ticket desk", version="1.0.0")
oauth2 = OAuth2PasswordBearer(tokenUrl="token")


class Status(str, enum.Enum):
    open = "open"
    pending = "pending"
    closed = "closed"


class Priority(str, enum.Enum):
    low = "low"
    normal = "normal"
    high = "high"


class Tier(str, enum.Enum):
    free = "free"
    pro = "pro"
    enterprise = "enterprise"


class TicketOrder(str, enum.Enum):
    id = "id"
    id_desc = "-id"
    title = "title"
    title_desc = "-title"
    hours_spent = "hours_spent"
    hours_spent_desc = "-hours_spent"
    created_at = "created_at"
    created_at_desc = "-created_at"


class CustomerOrder(str, enum.Enum):
    id = "id"
    id_desc = "-id"
    name = "name"
    name_desc = "-name"


class Ticket(BaseModel):
    id: int
    title: str
    status: Status
    priority: Priority
    hours_spent: float
    customer_id: int
    created_at: datetime


class Customer(BaseModel):
    id: int
    name: str
    email: str
    tier: Tier
    city: str


class TicketPage(BaseModel):
    items: List[Ticket]
    total: int
    page: int
    size: int
    pages: int


class CustomerPage(BaseModel):
    items: List[Customer]
    total: int
    page: int
    size: int
    pages: int


class Token(BaseModel):
    access_token: str
    token_type: str


def signed_in(token: str = Depends(oauth2)) -> str:
    if token != TOKEN:
        raise HTTPException(status_code=401, detail="Not authenticated", headers={"WWW-Authenticate": "Bearer"})
    return token


@app.post("/token", response_model=Token, summary="Sign in")
def sign_in(form: OAuth2PasswordRequestForm = Depends()):
    if form.username != USERNAME or form.password != PASSWORD:
        raise HTTPException(status_code=400, detail="Incorrect username or password")
    return {"access_token": TOKEN, "token_type": "bearer"}


def ordered(rows, order_by):
    if order_by is None:
        return rows
    key = order_by.value.lstrip("-")
    return sorted(rows, key=lambda row: (row[key], row["id"]), reverse=order_by.value.startswith("-"))


def paged(rows, page, size):
    start = (page - 1) * size
    return {
        "items": rows[start : start + size],
        "total": len(rows),
        "page": page,
        "size": size,
        "pages": math.ceil(len(rows) / size) if rows else 0,
    }


@app.get("/tickets", response_model=TicketPage, summary="List tickets", dependencies=[Depends(signed_in)])
def list_tickets(
    page: int = Query(1, ge=1),
    size: int = Query(50, ge=1, le=100),
    status: Optional[List[Status]] = Query(None),
    priority: Optional[Priority] = None,
    customer_id: Optional[int] = None,
    min_hours: Optional[float] = None,
    max_hours: Optional[float] = None,
    search: Optional[str] = Query(None, description="Text in the title"),
    order_by: Optional[TicketOrder] = None,
):
    rows = TABLES["tickets"]
    if status:
        wanted = {value.value for value in status}
        rows = [row for row in rows if row["status"] in wanted]
    if priority is not None:
        rows = [row for row in rows if row["priority"] == priority.value]
    if customer_id is not None:
        rows = [row for row in rows if row["customer_id"] == customer_id]
    if min_hours is not None:
        rows = [row for row in rows if row["hours_spent"] >= min_hours]
    if max_hours is not None:
        rows = [row for row in rows if row["hours_spent"] <= max_hours]
    if search:
        rows = [row for row in rows if search.lower() in row["title"].lower()]
    return paged(ordered(rows, order_by), page, size)


@app.get("/tickets/{ticket_id}", response_model=Ticket, summary="Get a ticket", dependencies=[Depends(signed_in)])
def get_ticket(ticket_id: int):
    for row in TABLES["tickets"]:
        if row["id"] == ticket_id:
            return row
    raise HTTPException(status_code=404, detail="Ticket not found")


@app.get("/customers", response_model=CustomerPage, summary="List customers", dependencies=[Depends(signed_in)])
def list_customers(
    page: int = Query(1, ge=1),
    size: int = Query(50, ge=1, le=100),
    tier: Optional[Tier] = None,
    search: Optional[str] = Query(None, description="Text in the name"),
    order_by: Optional[CustomerOrder] = None,
):
    rows = TABLES["customers"]
    if tier is not None:
        rows = [row for row in rows if row["tier"] == tier.value]
    if search:
        rows = [row for row in rows if search.lower() in row["name"].lower()]
    return paged(ordered(rows, order_by), page, size)


@app.get("/customers/{customer_id}", response_model=Customer, summary="Get a customer", dependencies=[Depends(signed_in)])
def get_customer(customer_id: int):
    for row in TABLES["customers"]:
        if row["id"] == customer_id:
            return row
    raise HTTPException(status_code=404, detail="Customer not found")
