#include "model/peer/table_connection.h"

#include <gtest/gtest.h>

namespace tinsel::app {
namespace {

TEST(TableConnection, EmptyFieldsMeanTheDefaultsAndNoQuery) {
  EXPECT_EQ(TableConnection{}.AsQuery(), "");
  EXPECT_EQ(TableConnection({"  ", " "}).AsQuery(), "") << "only spaces typed";
}

TEST(TableConnection, TypedAddressesBecomeTheQueryThePageReadsWithoutTheirSpaces) {
  const TableConnection typed{"ws://127.0.0.1:8000/a, wss://relay.example/b", "none"};
  EXPECT_EQ(typed.AsQuery(),
            "relays=ws%3A%2F%2F127.0.0.1%3A8000%2Fa%2Cwss%3A%2F%2Frelay.example%2Fb&ice=none");
  const TableConnection back = TableConnection::FromQuery(typed.AsQuery());
  EXPECT_EQ(back.relays, "ws://127.0.0.1:8000/a,wss://relay.example/b");
  EXPECT_EQ(back.ice, "none");
}

TEST(TableConnection, AQueryCannotSmuggleAnotherParameterInsideAnAddress) {
  const TableConnection typed{"wss://a.example/?x=1&ice=stun:evil", ""};
  const TableConnection back = TableConnection::FromQuery(typed.AsQuery());
  EXPECT_EQ(back.relays, "wss://a.example/?x=1&ice=stun:evil");
  EXPECT_EQ(back.ice, "") << "the '&' inside the address stays inside it";
}

TEST(TableConnection, DamagedKeptTextGivesTheDefaultsNotACrash) {
  const TableConnection back = TableConnection::FromQuery("relays=%zz%2&&=&ice");
  EXPECT_EQ(back.relays, "%zz%2");
  EXPECT_EQ(back.ice, "");
}

}  // namespace
}  // namespace tinsel::app
