import type * as runtime from "@prisma/client/runtime/client";
import * as $Enums from "./enums";
import type * as Prisma from "./internal/prismaNamespace";
export type StringFilter<$PrismaModel = never> = {
    equals?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    in?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel>;
    notIn?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel>;
    lt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    lte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    startsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    endsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    mode?: Prisma.QueryMode;
    not?: Prisma.NestedStringFilter<$PrismaModel> | string;
};
export type StringNullableFilter<$PrismaModel = never> = {
    equals?: string | Prisma.StringFieldRefInput<$PrismaModel> | null;
    in?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel> | null;
    notIn?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel> | null;
    lt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    lte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    startsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    endsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    mode?: Prisma.QueryMode;
    not?: Prisma.NestedStringNullableFilter<$PrismaModel> | string | null;
};
export type EnumDefaultLevelFilter<$PrismaModel = never> = {
    equals?: $Enums.DefaultLevel | Prisma.EnumDefaultLevelFieldRefInput<$PrismaModel>;
    in?: $Enums.DefaultLevel[] | Prisma.ListEnumDefaultLevelFieldRefInput<$PrismaModel>;
    notIn?: $Enums.DefaultLevel[] | Prisma.ListEnumDefaultLevelFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumDefaultLevelFilter<$PrismaModel> | $Enums.DefaultLevel;
};
export type DateTimeFilter<$PrismaModel = never> = {
    equals?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    in?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel>;
    notIn?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel>;
    lt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    lte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedDateTimeFilter<$PrismaModel> | Date | string;
};
export type SortOrderInput = {
    sort: Prisma.SortOrder;
    nulls?: Prisma.NullsOrder;
};
export type StringWithAggregatesFilter<$PrismaModel = never> = {
    equals?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    in?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel>;
    notIn?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel>;
    lt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    lte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    startsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    endsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    mode?: Prisma.QueryMode;
    not?: Prisma.NestedStringWithAggregatesFilter<$PrismaModel> | string;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedStringFilter<$PrismaModel>;
    _max?: Prisma.NestedStringFilter<$PrismaModel>;
};
export type StringNullableWithAggregatesFilter<$PrismaModel = never> = {
    equals?: string | Prisma.StringFieldRefInput<$PrismaModel> | null;
    in?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel> | null;
    notIn?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel> | null;
    lt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    lte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    startsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    endsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    mode?: Prisma.QueryMode;
    not?: Prisma.NestedStringNullableWithAggregatesFilter<$PrismaModel> | string | null;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedStringNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedStringNullableFilter<$PrismaModel>;
};
export type EnumDefaultLevelWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.DefaultLevel | Prisma.EnumDefaultLevelFieldRefInput<$PrismaModel>;
    in?: $Enums.DefaultLevel[] | Prisma.ListEnumDefaultLevelFieldRefInput<$PrismaModel>;
    notIn?: $Enums.DefaultLevel[] | Prisma.ListEnumDefaultLevelFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumDefaultLevelWithAggregatesFilter<$PrismaModel> | $Enums.DefaultLevel;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumDefaultLevelFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumDefaultLevelFilter<$PrismaModel>;
};
export type DateTimeWithAggregatesFilter<$PrismaModel = never> = {
    equals?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    in?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel>;
    notIn?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel>;
    lt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    lte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedDateTimeWithAggregatesFilter<$PrismaModel> | Date | string;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedDateTimeFilter<$PrismaModel>;
    _max?: Prisma.NestedDateTimeFilter<$PrismaModel>;
};
export type EnumContentVisibilityFilter<$PrismaModel = never> = {
    equals?: $Enums.ContentVisibility | Prisma.EnumContentVisibilityFieldRefInput<$PrismaModel>;
    in?: $Enums.ContentVisibility[] | Prisma.ListEnumContentVisibilityFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ContentVisibility[] | Prisma.ListEnumContentVisibilityFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumContentVisibilityFilter<$PrismaModel> | $Enums.ContentVisibility;
};
export type EnumSpaceEditModeFilter<$PrismaModel = never> = {
    equals?: $Enums.SpaceEditMode | Prisma.EnumSpaceEditModeFieldRefInput<$PrismaModel>;
    in?: $Enums.SpaceEditMode[] | Prisma.ListEnumSpaceEditModeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.SpaceEditMode[] | Prisma.ListEnumSpaceEditModeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumSpaceEditModeFilter<$PrismaModel> | $Enums.SpaceEditMode;
};
export type JsonFilter<$PrismaModel = never> = Prisma.PatchUndefined<Prisma.Either<Required<JsonFilterBase<$PrismaModel>>, Exclude<keyof Required<JsonFilterBase<$PrismaModel>>, 'path'>>, Required<JsonFilterBase<$PrismaModel>>> | Prisma.OptionalFlat<Omit<Required<JsonFilterBase<$PrismaModel>>, 'path'>>;
export type JsonFilterBase<$PrismaModel = never> = {
    equals?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
    path?: string[];
    mode?: Prisma.QueryMode | Prisma.EnumQueryModeFieldRefInput<$PrismaModel>;
    string_contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_starts_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_ends_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    array_starts_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_ends_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_contains?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    lt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    lte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    not?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
};
export type DateTimeNullableFilter<$PrismaModel = never> = {
    equals?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel> | null;
    in?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel> | null;
    notIn?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel> | null;
    lt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    lte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedDateTimeNullableFilter<$PrismaModel> | Date | string | null;
};
export type IntFilter<$PrismaModel = never> = {
    equals?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    in?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel>;
    notIn?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel>;
    lt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedIntFilter<$PrismaModel> | number;
};
export type EnumContentVisibilityWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ContentVisibility | Prisma.EnumContentVisibilityFieldRefInput<$PrismaModel>;
    in?: $Enums.ContentVisibility[] | Prisma.ListEnumContentVisibilityFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ContentVisibility[] | Prisma.ListEnumContentVisibilityFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumContentVisibilityWithAggregatesFilter<$PrismaModel> | $Enums.ContentVisibility;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumContentVisibilityFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumContentVisibilityFilter<$PrismaModel>;
};
export type EnumSpaceEditModeWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.SpaceEditMode | Prisma.EnumSpaceEditModeFieldRefInput<$PrismaModel>;
    in?: $Enums.SpaceEditMode[] | Prisma.ListEnumSpaceEditModeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.SpaceEditMode[] | Prisma.ListEnumSpaceEditModeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumSpaceEditModeWithAggregatesFilter<$PrismaModel> | $Enums.SpaceEditMode;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumSpaceEditModeFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumSpaceEditModeFilter<$PrismaModel>;
};
export type JsonWithAggregatesFilter<$PrismaModel = never> = Prisma.PatchUndefined<Prisma.Either<Required<JsonWithAggregatesFilterBase<$PrismaModel>>, Exclude<keyof Required<JsonWithAggregatesFilterBase<$PrismaModel>>, 'path'>>, Required<JsonWithAggregatesFilterBase<$PrismaModel>>> | Prisma.OptionalFlat<Omit<Required<JsonWithAggregatesFilterBase<$PrismaModel>>, 'path'>>;
export type JsonWithAggregatesFilterBase<$PrismaModel = never> = {
    equals?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
    path?: string[];
    mode?: Prisma.QueryMode | Prisma.EnumQueryModeFieldRefInput<$PrismaModel>;
    string_contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_starts_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_ends_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    array_starts_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_ends_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_contains?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    lt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    lte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    not?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedJsonFilter<$PrismaModel>;
    _max?: Prisma.NestedJsonFilter<$PrismaModel>;
};
export type DateTimeNullableWithAggregatesFilter<$PrismaModel = never> = {
    equals?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel> | null;
    in?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel> | null;
    notIn?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel> | null;
    lt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    lte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedDateTimeNullableWithAggregatesFilter<$PrismaModel> | Date | string | null;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedDateTimeNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedDateTimeNullableFilter<$PrismaModel>;
};
export type IntWithAggregatesFilter<$PrismaModel = never> = {
    equals?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    in?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel>;
    notIn?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel>;
    lt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedIntWithAggregatesFilter<$PrismaModel> | number;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _avg?: Prisma.NestedFloatFilter<$PrismaModel>;
    _sum?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedIntFilter<$PrismaModel>;
    _max?: Prisma.NestedIntFilter<$PrismaModel>;
};
export type EnumRevisionTypeFilter<$PrismaModel = never> = {
    equals?: $Enums.RevisionType | Prisma.EnumRevisionTypeFieldRefInput<$PrismaModel>;
    in?: $Enums.RevisionType[] | Prisma.ListEnumRevisionTypeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.RevisionType[] | Prisma.ListEnumRevisionTypeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumRevisionTypeFilter<$PrismaModel> | $Enums.RevisionType;
};
export type JsonNullableFilter<$PrismaModel = never> = Prisma.PatchUndefined<Prisma.Either<Required<JsonNullableFilterBase<$PrismaModel>>, Exclude<keyof Required<JsonNullableFilterBase<$PrismaModel>>, 'path'>>, Required<JsonNullableFilterBase<$PrismaModel>>> | Prisma.OptionalFlat<Omit<Required<JsonNullableFilterBase<$PrismaModel>>, 'path'>>;
export type JsonNullableFilterBase<$PrismaModel = never> = {
    equals?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
    path?: string[];
    mode?: Prisma.QueryMode | Prisma.EnumQueryModeFieldRefInput<$PrismaModel>;
    string_contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_starts_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_ends_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    array_starts_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_ends_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_contains?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    lt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    lte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    not?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
};
export type EnumRevisionTypeWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.RevisionType | Prisma.EnumRevisionTypeFieldRefInput<$PrismaModel>;
    in?: $Enums.RevisionType[] | Prisma.ListEnumRevisionTypeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.RevisionType[] | Prisma.ListEnumRevisionTypeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumRevisionTypeWithAggregatesFilter<$PrismaModel> | $Enums.RevisionType;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumRevisionTypeFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumRevisionTypeFilter<$PrismaModel>;
};
export type JsonNullableWithAggregatesFilter<$PrismaModel = never> = Prisma.PatchUndefined<Prisma.Either<Required<JsonNullableWithAggregatesFilterBase<$PrismaModel>>, Exclude<keyof Required<JsonNullableWithAggregatesFilterBase<$PrismaModel>>, 'path'>>, Required<JsonNullableWithAggregatesFilterBase<$PrismaModel>>> | Prisma.OptionalFlat<Omit<Required<JsonNullableWithAggregatesFilterBase<$PrismaModel>>, 'path'>>;
export type JsonNullableWithAggregatesFilterBase<$PrismaModel = never> = {
    equals?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
    path?: string[];
    mode?: Prisma.QueryMode | Prisma.EnumQueryModeFieldRefInput<$PrismaModel>;
    string_contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_starts_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_ends_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    array_starts_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_ends_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_contains?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    lt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    lte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    not?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedJsonNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedJsonNullableFilter<$PrismaModel>;
};
export type BytesFilter<$PrismaModel = never> = {
    equals?: runtime.Bytes | Prisma.BytesFieldRefInput<$PrismaModel>;
    in?: runtime.Bytes[] | Prisma.ListBytesFieldRefInput<$PrismaModel>;
    notIn?: runtime.Bytes[] | Prisma.ListBytesFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBytesFilter<$PrismaModel> | runtime.Bytes;
};
export type BytesWithAggregatesFilter<$PrismaModel = never> = {
    equals?: runtime.Bytes | Prisma.BytesFieldRefInput<$PrismaModel>;
    in?: runtime.Bytes[] | Prisma.ListBytesFieldRefInput<$PrismaModel>;
    notIn?: runtime.Bytes[] | Prisma.ListBytesFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBytesWithAggregatesFilter<$PrismaModel> | runtime.Bytes;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedBytesFilter<$PrismaModel>;
    _max?: Prisma.NestedBytesFilter<$PrismaModel>;
};
export type EnumMemberRoleFilter<$PrismaModel = never> = {
    equals?: $Enums.MemberRole | Prisma.EnumMemberRoleFieldRefInput<$PrismaModel>;
    in?: $Enums.MemberRole[] | Prisma.ListEnumMemberRoleFieldRefInput<$PrismaModel>;
    notIn?: $Enums.MemberRole[] | Prisma.ListEnumMemberRoleFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumMemberRoleFilter<$PrismaModel> | $Enums.MemberRole;
};
export type EnumMemberRoleWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.MemberRole | Prisma.EnumMemberRoleFieldRefInput<$PrismaModel>;
    in?: $Enums.MemberRole[] | Prisma.ListEnumMemberRoleFieldRefInput<$PrismaModel>;
    notIn?: $Enums.MemberRole[] | Prisma.ListEnumMemberRoleFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumMemberRoleWithAggregatesFilter<$PrismaModel> | $Enums.MemberRole;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumMemberRoleFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumMemberRoleFilter<$PrismaModel>;
};
export type EnumGrantSubjectFilter<$PrismaModel = never> = {
    equals?: $Enums.GrantSubject | Prisma.EnumGrantSubjectFieldRefInput<$PrismaModel>;
    in?: $Enums.GrantSubject[] | Prisma.ListEnumGrantSubjectFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GrantSubject[] | Prisma.ListEnumGrantSubjectFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGrantSubjectFilter<$PrismaModel> | $Enums.GrantSubject;
};
export type EnumGrantSubjectWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.GrantSubject | Prisma.EnumGrantSubjectFieldRefInput<$PrismaModel>;
    in?: $Enums.GrantSubject[] | Prisma.ListEnumGrantSubjectFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GrantSubject[] | Prisma.ListEnumGrantSubjectFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGrantSubjectWithAggregatesFilter<$PrismaModel> | $Enums.GrantSubject;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumGrantSubjectFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumGrantSubjectFilter<$PrismaModel>;
};
export type EnumLinkTargetKindFilter<$PrismaModel = never> = {
    equals?: $Enums.LinkTargetKind | Prisma.EnumLinkTargetKindFieldRefInput<$PrismaModel>;
    in?: $Enums.LinkTargetKind[] | Prisma.ListEnumLinkTargetKindFieldRefInput<$PrismaModel>;
    notIn?: $Enums.LinkTargetKind[] | Prisma.ListEnumLinkTargetKindFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumLinkTargetKindFilter<$PrismaModel> | $Enums.LinkTargetKind;
};
export type EnumLinkRelationFilter<$PrismaModel = never> = {
    equals?: $Enums.LinkRelation | Prisma.EnumLinkRelationFieldRefInput<$PrismaModel>;
    in?: $Enums.LinkRelation[] | Prisma.ListEnumLinkRelationFieldRefInput<$PrismaModel>;
    notIn?: $Enums.LinkRelation[] | Prisma.ListEnumLinkRelationFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumLinkRelationFilter<$PrismaModel> | $Enums.LinkRelation;
};
export type EnumLinkTargetKindWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.LinkTargetKind | Prisma.EnumLinkTargetKindFieldRefInput<$PrismaModel>;
    in?: $Enums.LinkTargetKind[] | Prisma.ListEnumLinkTargetKindFieldRefInput<$PrismaModel>;
    notIn?: $Enums.LinkTargetKind[] | Prisma.ListEnumLinkTargetKindFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumLinkTargetKindWithAggregatesFilter<$PrismaModel> | $Enums.LinkTargetKind;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumLinkTargetKindFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumLinkTargetKindFilter<$PrismaModel>;
};
export type EnumLinkRelationWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.LinkRelation | Prisma.EnumLinkRelationFieldRefInput<$PrismaModel>;
    in?: $Enums.LinkRelation[] | Prisma.ListEnumLinkRelationFieldRefInput<$PrismaModel>;
    notIn?: $Enums.LinkRelation[] | Prisma.ListEnumLinkRelationFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumLinkRelationWithAggregatesFilter<$PrismaModel> | $Enums.LinkRelation;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumLinkRelationFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumLinkRelationFilter<$PrismaModel>;
};
export type EnumChangeRequestStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.ChangeRequestStatus | Prisma.EnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ChangeRequestStatus[] | Prisma.ListEnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ChangeRequestStatus[] | Prisma.ListEnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumChangeRequestStatusFilter<$PrismaModel> | $Enums.ChangeRequestStatus;
};
export type EnumChangeRequestStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ChangeRequestStatus | Prisma.EnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ChangeRequestStatus[] | Prisma.ListEnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ChangeRequestStatus[] | Prisma.ListEnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumChangeRequestStatusWithAggregatesFilter<$PrismaModel> | $Enums.ChangeRequestStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumChangeRequestStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumChangeRequestStatusFilter<$PrismaModel>;
};
export type EnumReviewStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.ReviewStatus | Prisma.EnumReviewStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ReviewStatus[] | Prisma.ListEnumReviewStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ReviewStatus[] | Prisma.ListEnumReviewStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumReviewStatusFilter<$PrismaModel> | $Enums.ReviewStatus;
};
export type EnumReviewStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ReviewStatus | Prisma.EnumReviewStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ReviewStatus[] | Prisma.ListEnumReviewStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ReviewStatus[] | Prisma.ListEnumReviewStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumReviewStatusWithAggregatesFilter<$PrismaModel> | $Enums.ReviewStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumReviewStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumReviewStatusFilter<$PrismaModel>;
};
export type EnumCommentStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.CommentStatus | Prisma.EnumCommentStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.CommentStatus[] | Prisma.ListEnumCommentStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.CommentStatus[] | Prisma.ListEnumCommentStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumCommentStatusFilter<$PrismaModel> | $Enums.CommentStatus;
};
export type EnumCommentStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.CommentStatus | Prisma.EnumCommentStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.CommentStatus[] | Prisma.ListEnumCommentStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.CommentStatus[] | Prisma.ListEnumCommentStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumCommentStatusWithAggregatesFilter<$PrismaModel> | $Enums.CommentStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumCommentStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumCommentStatusFilter<$PrismaModel>;
};
export type BigIntFilter<$PrismaModel = never> = {
    equals?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    in?: bigint[] | number[] | Prisma.ListBigIntFieldRefInput<$PrismaModel>;
    notIn?: bigint[] | number[] | Prisma.ListBigIntFieldRefInput<$PrismaModel>;
    lt?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    lte?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    gt?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    gte?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBigIntFilter<$PrismaModel> | bigint | number;
};
export type BigIntWithAggregatesFilter<$PrismaModel = never> = {
    equals?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    in?: bigint[] | number[] | Prisma.ListBigIntFieldRefInput<$PrismaModel>;
    notIn?: bigint[] | number[] | Prisma.ListBigIntFieldRefInput<$PrismaModel>;
    lt?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    lte?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    gt?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    gte?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBigIntWithAggregatesFilter<$PrismaModel> | bigint | number;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _avg?: Prisma.NestedFloatFilter<$PrismaModel>;
    _sum?: Prisma.NestedBigIntFilter<$PrismaModel>;
    _min?: Prisma.NestedBigIntFilter<$PrismaModel>;
    _max?: Prisma.NestedBigIntFilter<$PrismaModel>;
};
export type BoolFilter<$PrismaModel = never> = {
    equals?: boolean | Prisma.BooleanFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBoolFilter<$PrismaModel> | boolean;
};
export type BoolWithAggregatesFilter<$PrismaModel = never> = {
    equals?: boolean | Prisma.BooleanFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBoolWithAggregatesFilter<$PrismaModel> | boolean;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedBoolFilter<$PrismaModel>;
    _max?: Prisma.NestedBoolFilter<$PrismaModel>;
};
export type FloatFilter<$PrismaModel = never> = {
    equals?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    in?: number[] | Prisma.ListFloatFieldRefInput<$PrismaModel>;
    notIn?: number[] | Prisma.ListFloatFieldRefInput<$PrismaModel>;
    lt?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedFloatFilter<$PrismaModel> | number;
};
export type FloatWithAggregatesFilter<$PrismaModel = never> = {
    equals?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    in?: number[] | Prisma.ListFloatFieldRefInput<$PrismaModel>;
    notIn?: number[] | Prisma.ListFloatFieldRefInput<$PrismaModel>;
    lt?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedFloatWithAggregatesFilter<$PrismaModel> | number;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _avg?: Prisma.NestedFloatFilter<$PrismaModel>;
    _sum?: Prisma.NestedFloatFilter<$PrismaModel>;
    _min?: Prisma.NestedFloatFilter<$PrismaModel>;
    _max?: Prisma.NestedFloatFilter<$PrismaModel>;
};
export type EnumImportRunSourceTypeFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunSourceType | Prisma.EnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunSourceType[] | Prisma.ListEnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunSourceType[] | Prisma.ListEnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunSourceTypeFilter<$PrismaModel> | $Enums.ImportRunSourceType;
};
export type EnumImportRunStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunStatus | Prisma.EnumImportRunStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunStatus[] | Prisma.ListEnumImportRunStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunStatus[] | Prisma.ListEnumImportRunStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunStatusFilter<$PrismaModel> | $Enums.ImportRunStatus;
};
export type EnumImportRunSourceTypeWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunSourceType | Prisma.EnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunSourceType[] | Prisma.ListEnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunSourceType[] | Prisma.ListEnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunSourceTypeWithAggregatesFilter<$PrismaModel> | $Enums.ImportRunSourceType;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumImportRunSourceTypeFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumImportRunSourceTypeFilter<$PrismaModel>;
};
export type EnumImportRunStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunStatus | Prisma.EnumImportRunStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunStatus[] | Prisma.ListEnumImportRunStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunStatus[] | Prisma.ListEnumImportRunStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunStatusWithAggregatesFilter<$PrismaModel> | $Enums.ImportRunStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumImportRunStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumImportRunStatusFilter<$PrismaModel>;
};
export type EnumImportRunPageStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunPageStatus | Prisma.EnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunPageStatus[] | Prisma.ListEnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunPageStatus[] | Prisma.ListEnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunPageStatusFilter<$PrismaModel> | $Enums.ImportRunPageStatus;
};
export type EnumImportRunPageStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunPageStatus | Prisma.EnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunPageStatus[] | Prisma.ListEnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunPageStatus[] | Prisma.ListEnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunPageStatusWithAggregatesFilter<$PrismaModel> | $Enums.ImportRunPageStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumImportRunPageStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumImportRunPageStatusFilter<$PrismaModel>;
};
export type IntNullableFilter<$PrismaModel = never> = {
    equals?: number | Prisma.IntFieldRefInput<$PrismaModel> | null;
    in?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel> | null;
    notIn?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel> | null;
    lt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedIntNullableFilter<$PrismaModel> | number | null;
};
export type IntNullableWithAggregatesFilter<$PrismaModel = never> = {
    equals?: number | Prisma.IntFieldRefInput<$PrismaModel> | null;
    in?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel> | null;
    notIn?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel> | null;
    lt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedIntNullableWithAggregatesFilter<$PrismaModel> | number | null;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _avg?: Prisma.NestedFloatNullableFilter<$PrismaModel>;
    _sum?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedIntNullableFilter<$PrismaModel>;
};
export type EnumGitOperationKindFilter<$PrismaModel = never> = {
    equals?: $Enums.GitOperationKind | Prisma.EnumGitOperationKindFieldRefInput<$PrismaModel>;
    in?: $Enums.GitOperationKind[] | Prisma.ListEnumGitOperationKindFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GitOperationKind[] | Prisma.ListEnumGitOperationKindFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGitOperationKindFilter<$PrismaModel> | $Enums.GitOperationKind;
};
export type EnumGitOperationStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.GitOperationStatus | Prisma.EnumGitOperationStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.GitOperationStatus[] | Prisma.ListEnumGitOperationStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GitOperationStatus[] | Prisma.ListEnumGitOperationStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGitOperationStatusFilter<$PrismaModel> | $Enums.GitOperationStatus;
};
export type EnumGitOperationKindWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.GitOperationKind | Prisma.EnumGitOperationKindFieldRefInput<$PrismaModel>;
    in?: $Enums.GitOperationKind[] | Prisma.ListEnumGitOperationKindFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GitOperationKind[] | Prisma.ListEnumGitOperationKindFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGitOperationKindWithAggregatesFilter<$PrismaModel> | $Enums.GitOperationKind;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumGitOperationKindFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumGitOperationKindFilter<$PrismaModel>;
};
export type EnumGitOperationStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.GitOperationStatus | Prisma.EnumGitOperationStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.GitOperationStatus[] | Prisma.ListEnumGitOperationStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GitOperationStatus[] | Prisma.ListEnumGitOperationStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGitOperationStatusWithAggregatesFilter<$PrismaModel> | $Enums.GitOperationStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumGitOperationStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumGitOperationStatusFilter<$PrismaModel>;
};
export type EnumGitSyncProviderNullableFilter<$PrismaModel = never> = {
    equals?: $Enums.GitSyncProvider | Prisma.EnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    in?: $Enums.GitSyncProvider[] | Prisma.ListEnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    notIn?: $Enums.GitSyncProvider[] | Prisma.ListEnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    not?: Prisma.NestedEnumGitSyncProviderNullableFilter<$PrismaModel> | $Enums.GitSyncProvider | null;
};
export type EnumGitSyncProviderNullableWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.GitSyncProvider | Prisma.EnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    in?: $Enums.GitSyncProvider[] | Prisma.ListEnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    notIn?: $Enums.GitSyncProvider[] | Prisma.ListEnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    not?: Prisma.NestedEnumGitSyncProviderNullableWithAggregatesFilter<$PrismaModel> | $Enums.GitSyncProvider | null;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumGitSyncProviderNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumGitSyncProviderNullableFilter<$PrismaModel>;
};
export type EnumOpenAPISpecVisibilityFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecVisibility | Prisma.EnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecVisibility[] | Prisma.ListEnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecVisibility[] | Prisma.ListEnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecVisibilityFilter<$PrismaModel> | $Enums.OpenAPISpecVisibility;
};
export type EnumOpenAPISpecProcessingStateFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecProcessingState | Prisma.EnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecProcessingState[] | Prisma.ListEnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecProcessingState[] | Prisma.ListEnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecProcessingStateFilter<$PrismaModel> | $Enums.OpenAPISpecProcessingState;
};
export type EnumOpenAPISpecErrorCodeNullableFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecErrorCode | Prisma.EnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    in?: $Enums.OpenAPISpecErrorCode[] | Prisma.ListEnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    notIn?: $Enums.OpenAPISpecErrorCode[] | Prisma.ListEnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    not?: Prisma.NestedEnumOpenAPISpecErrorCodeNullableFilter<$PrismaModel> | $Enums.OpenAPISpecErrorCode | null;
};
export type EnumOpenAPISpecVisibilityWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecVisibility | Prisma.EnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecVisibility[] | Prisma.ListEnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecVisibility[] | Prisma.ListEnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecVisibilityWithAggregatesFilter<$PrismaModel> | $Enums.OpenAPISpecVisibility;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumOpenAPISpecVisibilityFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumOpenAPISpecVisibilityFilter<$PrismaModel>;
};
export type EnumOpenAPISpecProcessingStateWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecProcessingState | Prisma.EnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecProcessingState[] | Prisma.ListEnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecProcessingState[] | Prisma.ListEnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecProcessingStateWithAggregatesFilter<$PrismaModel> | $Enums.OpenAPISpecProcessingState;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumOpenAPISpecProcessingStateFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumOpenAPISpecProcessingStateFilter<$PrismaModel>;
};
export type EnumOpenAPISpecErrorCodeNullableWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecErrorCode | Prisma.EnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    in?: $Enums.OpenAPISpecErrorCode[] | Prisma.ListEnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    notIn?: $Enums.OpenAPISpecErrorCode[] | Prisma.ListEnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    not?: Prisma.NestedEnumOpenAPISpecErrorCodeNullableWithAggregatesFilter<$PrismaModel> | $Enums.OpenAPISpecErrorCode | null;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumOpenAPISpecErrorCodeNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumOpenAPISpecErrorCodeNullableFilter<$PrismaModel>;
};
export type EnumOpenAPISpecVersionStateFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecVersionState | Prisma.EnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecVersionState[] | Prisma.ListEnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecVersionState[] | Prisma.ListEnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecVersionStateFilter<$PrismaModel> | $Enums.OpenAPISpecVersionState;
};
export type EnumOpenAPISpecVersionStateWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecVersionState | Prisma.EnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecVersionState[] | Prisma.ListEnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecVersionState[] | Prisma.ListEnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecVersionStateWithAggregatesFilter<$PrismaModel> | $Enums.OpenAPISpecVersionState;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumOpenAPISpecVersionStateFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumOpenAPISpecVersionStateFilter<$PrismaModel>;
};
export type NestedStringFilter<$PrismaModel = never> = {
    equals?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    in?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel>;
    notIn?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel>;
    lt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    lte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    startsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    endsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedStringFilter<$PrismaModel> | string;
};
export type NestedStringNullableFilter<$PrismaModel = never> = {
    equals?: string | Prisma.StringFieldRefInput<$PrismaModel> | null;
    in?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel> | null;
    notIn?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel> | null;
    lt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    lte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    startsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    endsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedStringNullableFilter<$PrismaModel> | string | null;
};
export type NestedEnumDefaultLevelFilter<$PrismaModel = never> = {
    equals?: $Enums.DefaultLevel | Prisma.EnumDefaultLevelFieldRefInput<$PrismaModel>;
    in?: $Enums.DefaultLevel[] | Prisma.ListEnumDefaultLevelFieldRefInput<$PrismaModel>;
    notIn?: $Enums.DefaultLevel[] | Prisma.ListEnumDefaultLevelFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumDefaultLevelFilter<$PrismaModel> | $Enums.DefaultLevel;
};
export type NestedDateTimeFilter<$PrismaModel = never> = {
    equals?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    in?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel>;
    notIn?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel>;
    lt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    lte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedDateTimeFilter<$PrismaModel> | Date | string;
};
export type NestedStringWithAggregatesFilter<$PrismaModel = never> = {
    equals?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    in?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel>;
    notIn?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel>;
    lt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    lte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    startsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    endsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedStringWithAggregatesFilter<$PrismaModel> | string;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedStringFilter<$PrismaModel>;
    _max?: Prisma.NestedStringFilter<$PrismaModel>;
};
export type NestedIntFilter<$PrismaModel = never> = {
    equals?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    in?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel>;
    notIn?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel>;
    lt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedIntFilter<$PrismaModel> | number;
};
export type NestedStringNullableWithAggregatesFilter<$PrismaModel = never> = {
    equals?: string | Prisma.StringFieldRefInput<$PrismaModel> | null;
    in?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel> | null;
    notIn?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel> | null;
    lt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    lte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gt?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    gte?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    startsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    endsWith?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedStringNullableWithAggregatesFilter<$PrismaModel> | string | null;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedStringNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedStringNullableFilter<$PrismaModel>;
};
export type NestedIntNullableFilter<$PrismaModel = never> = {
    equals?: number | Prisma.IntFieldRefInput<$PrismaModel> | null;
    in?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel> | null;
    notIn?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel> | null;
    lt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedIntNullableFilter<$PrismaModel> | number | null;
};
export type NestedEnumDefaultLevelWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.DefaultLevel | Prisma.EnumDefaultLevelFieldRefInput<$PrismaModel>;
    in?: $Enums.DefaultLevel[] | Prisma.ListEnumDefaultLevelFieldRefInput<$PrismaModel>;
    notIn?: $Enums.DefaultLevel[] | Prisma.ListEnumDefaultLevelFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumDefaultLevelWithAggregatesFilter<$PrismaModel> | $Enums.DefaultLevel;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumDefaultLevelFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumDefaultLevelFilter<$PrismaModel>;
};
export type NestedDateTimeWithAggregatesFilter<$PrismaModel = never> = {
    equals?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    in?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel>;
    notIn?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel>;
    lt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    lte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedDateTimeWithAggregatesFilter<$PrismaModel> | Date | string;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedDateTimeFilter<$PrismaModel>;
    _max?: Prisma.NestedDateTimeFilter<$PrismaModel>;
};
export type NestedEnumContentVisibilityFilter<$PrismaModel = never> = {
    equals?: $Enums.ContentVisibility | Prisma.EnumContentVisibilityFieldRefInput<$PrismaModel>;
    in?: $Enums.ContentVisibility[] | Prisma.ListEnumContentVisibilityFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ContentVisibility[] | Prisma.ListEnumContentVisibilityFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumContentVisibilityFilter<$PrismaModel> | $Enums.ContentVisibility;
};
export type NestedEnumSpaceEditModeFilter<$PrismaModel = never> = {
    equals?: $Enums.SpaceEditMode | Prisma.EnumSpaceEditModeFieldRefInput<$PrismaModel>;
    in?: $Enums.SpaceEditMode[] | Prisma.ListEnumSpaceEditModeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.SpaceEditMode[] | Prisma.ListEnumSpaceEditModeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumSpaceEditModeFilter<$PrismaModel> | $Enums.SpaceEditMode;
};
export type NestedDateTimeNullableFilter<$PrismaModel = never> = {
    equals?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel> | null;
    in?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel> | null;
    notIn?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel> | null;
    lt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    lte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedDateTimeNullableFilter<$PrismaModel> | Date | string | null;
};
export type NestedEnumContentVisibilityWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ContentVisibility | Prisma.EnumContentVisibilityFieldRefInput<$PrismaModel>;
    in?: $Enums.ContentVisibility[] | Prisma.ListEnumContentVisibilityFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ContentVisibility[] | Prisma.ListEnumContentVisibilityFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumContentVisibilityWithAggregatesFilter<$PrismaModel> | $Enums.ContentVisibility;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumContentVisibilityFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumContentVisibilityFilter<$PrismaModel>;
};
export type NestedEnumSpaceEditModeWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.SpaceEditMode | Prisma.EnumSpaceEditModeFieldRefInput<$PrismaModel>;
    in?: $Enums.SpaceEditMode[] | Prisma.ListEnumSpaceEditModeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.SpaceEditMode[] | Prisma.ListEnumSpaceEditModeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumSpaceEditModeWithAggregatesFilter<$PrismaModel> | $Enums.SpaceEditMode;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumSpaceEditModeFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumSpaceEditModeFilter<$PrismaModel>;
};
export type NestedJsonFilter<$PrismaModel = never> = Prisma.PatchUndefined<Prisma.Either<Required<NestedJsonFilterBase<$PrismaModel>>, Exclude<keyof Required<NestedJsonFilterBase<$PrismaModel>>, 'path'>>, Required<NestedJsonFilterBase<$PrismaModel>>> | Prisma.OptionalFlat<Omit<Required<NestedJsonFilterBase<$PrismaModel>>, 'path'>>;
export type NestedJsonFilterBase<$PrismaModel = never> = {
    equals?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
    path?: string[];
    mode?: Prisma.QueryMode | Prisma.EnumQueryModeFieldRefInput<$PrismaModel>;
    string_contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_starts_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_ends_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    array_starts_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_ends_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_contains?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    lt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    lte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    not?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
};
export type NestedDateTimeNullableWithAggregatesFilter<$PrismaModel = never> = {
    equals?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel> | null;
    in?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel> | null;
    notIn?: Date[] | string[] | Prisma.ListDateTimeFieldRefInput<$PrismaModel> | null;
    lt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    lte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gt?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    gte?: Date | string | Prisma.DateTimeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedDateTimeNullableWithAggregatesFilter<$PrismaModel> | Date | string | null;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedDateTimeNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedDateTimeNullableFilter<$PrismaModel>;
};
export type NestedIntWithAggregatesFilter<$PrismaModel = never> = {
    equals?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    in?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel>;
    notIn?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel>;
    lt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedIntWithAggregatesFilter<$PrismaModel> | number;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _avg?: Prisma.NestedFloatFilter<$PrismaModel>;
    _sum?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedIntFilter<$PrismaModel>;
    _max?: Prisma.NestedIntFilter<$PrismaModel>;
};
export type NestedFloatFilter<$PrismaModel = never> = {
    equals?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    in?: number[] | Prisma.ListFloatFieldRefInput<$PrismaModel>;
    notIn?: number[] | Prisma.ListFloatFieldRefInput<$PrismaModel>;
    lt?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedFloatFilter<$PrismaModel> | number;
};
export type NestedEnumRevisionTypeFilter<$PrismaModel = never> = {
    equals?: $Enums.RevisionType | Prisma.EnumRevisionTypeFieldRefInput<$PrismaModel>;
    in?: $Enums.RevisionType[] | Prisma.ListEnumRevisionTypeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.RevisionType[] | Prisma.ListEnumRevisionTypeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumRevisionTypeFilter<$PrismaModel> | $Enums.RevisionType;
};
export type NestedEnumRevisionTypeWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.RevisionType | Prisma.EnumRevisionTypeFieldRefInput<$PrismaModel>;
    in?: $Enums.RevisionType[] | Prisma.ListEnumRevisionTypeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.RevisionType[] | Prisma.ListEnumRevisionTypeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumRevisionTypeWithAggregatesFilter<$PrismaModel> | $Enums.RevisionType;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumRevisionTypeFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumRevisionTypeFilter<$PrismaModel>;
};
export type NestedJsonNullableFilter<$PrismaModel = never> = Prisma.PatchUndefined<Prisma.Either<Required<NestedJsonNullableFilterBase<$PrismaModel>>, Exclude<keyof Required<NestedJsonNullableFilterBase<$PrismaModel>>, 'path'>>, Required<NestedJsonNullableFilterBase<$PrismaModel>>> | Prisma.OptionalFlat<Omit<Required<NestedJsonNullableFilterBase<$PrismaModel>>, 'path'>>;
export type NestedJsonNullableFilterBase<$PrismaModel = never> = {
    equals?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
    path?: string[];
    mode?: Prisma.QueryMode | Prisma.EnumQueryModeFieldRefInput<$PrismaModel>;
    string_contains?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_starts_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    string_ends_with?: string | Prisma.StringFieldRefInput<$PrismaModel>;
    array_starts_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_ends_with?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    array_contains?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | null;
    lt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    lte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gt?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    gte?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel>;
    not?: runtime.InputJsonValue | Prisma.JsonFieldRefInput<$PrismaModel> | Prisma.JsonNullValueFilter;
};
export type NestedBytesFilter<$PrismaModel = never> = {
    equals?: runtime.Bytes | Prisma.BytesFieldRefInput<$PrismaModel>;
    in?: runtime.Bytes[] | Prisma.ListBytesFieldRefInput<$PrismaModel>;
    notIn?: runtime.Bytes[] | Prisma.ListBytesFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBytesFilter<$PrismaModel> | runtime.Bytes;
};
export type NestedBytesWithAggregatesFilter<$PrismaModel = never> = {
    equals?: runtime.Bytes | Prisma.BytesFieldRefInput<$PrismaModel>;
    in?: runtime.Bytes[] | Prisma.ListBytesFieldRefInput<$PrismaModel>;
    notIn?: runtime.Bytes[] | Prisma.ListBytesFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBytesWithAggregatesFilter<$PrismaModel> | runtime.Bytes;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedBytesFilter<$PrismaModel>;
    _max?: Prisma.NestedBytesFilter<$PrismaModel>;
};
export type NestedEnumMemberRoleFilter<$PrismaModel = never> = {
    equals?: $Enums.MemberRole | Prisma.EnumMemberRoleFieldRefInput<$PrismaModel>;
    in?: $Enums.MemberRole[] | Prisma.ListEnumMemberRoleFieldRefInput<$PrismaModel>;
    notIn?: $Enums.MemberRole[] | Prisma.ListEnumMemberRoleFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumMemberRoleFilter<$PrismaModel> | $Enums.MemberRole;
};
export type NestedEnumMemberRoleWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.MemberRole | Prisma.EnumMemberRoleFieldRefInput<$PrismaModel>;
    in?: $Enums.MemberRole[] | Prisma.ListEnumMemberRoleFieldRefInput<$PrismaModel>;
    notIn?: $Enums.MemberRole[] | Prisma.ListEnumMemberRoleFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumMemberRoleWithAggregatesFilter<$PrismaModel> | $Enums.MemberRole;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumMemberRoleFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumMemberRoleFilter<$PrismaModel>;
};
export type NestedEnumGrantSubjectFilter<$PrismaModel = never> = {
    equals?: $Enums.GrantSubject | Prisma.EnumGrantSubjectFieldRefInput<$PrismaModel>;
    in?: $Enums.GrantSubject[] | Prisma.ListEnumGrantSubjectFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GrantSubject[] | Prisma.ListEnumGrantSubjectFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGrantSubjectFilter<$PrismaModel> | $Enums.GrantSubject;
};
export type NestedEnumGrantSubjectWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.GrantSubject | Prisma.EnumGrantSubjectFieldRefInput<$PrismaModel>;
    in?: $Enums.GrantSubject[] | Prisma.ListEnumGrantSubjectFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GrantSubject[] | Prisma.ListEnumGrantSubjectFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGrantSubjectWithAggregatesFilter<$PrismaModel> | $Enums.GrantSubject;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumGrantSubjectFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumGrantSubjectFilter<$PrismaModel>;
};
export type NestedEnumLinkTargetKindFilter<$PrismaModel = never> = {
    equals?: $Enums.LinkTargetKind | Prisma.EnumLinkTargetKindFieldRefInput<$PrismaModel>;
    in?: $Enums.LinkTargetKind[] | Prisma.ListEnumLinkTargetKindFieldRefInput<$PrismaModel>;
    notIn?: $Enums.LinkTargetKind[] | Prisma.ListEnumLinkTargetKindFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumLinkTargetKindFilter<$PrismaModel> | $Enums.LinkTargetKind;
};
export type NestedEnumLinkRelationFilter<$PrismaModel = never> = {
    equals?: $Enums.LinkRelation | Prisma.EnumLinkRelationFieldRefInput<$PrismaModel>;
    in?: $Enums.LinkRelation[] | Prisma.ListEnumLinkRelationFieldRefInput<$PrismaModel>;
    notIn?: $Enums.LinkRelation[] | Prisma.ListEnumLinkRelationFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumLinkRelationFilter<$PrismaModel> | $Enums.LinkRelation;
};
export type NestedEnumLinkTargetKindWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.LinkTargetKind | Prisma.EnumLinkTargetKindFieldRefInput<$PrismaModel>;
    in?: $Enums.LinkTargetKind[] | Prisma.ListEnumLinkTargetKindFieldRefInput<$PrismaModel>;
    notIn?: $Enums.LinkTargetKind[] | Prisma.ListEnumLinkTargetKindFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumLinkTargetKindWithAggregatesFilter<$PrismaModel> | $Enums.LinkTargetKind;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumLinkTargetKindFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumLinkTargetKindFilter<$PrismaModel>;
};
export type NestedEnumLinkRelationWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.LinkRelation | Prisma.EnumLinkRelationFieldRefInput<$PrismaModel>;
    in?: $Enums.LinkRelation[] | Prisma.ListEnumLinkRelationFieldRefInput<$PrismaModel>;
    notIn?: $Enums.LinkRelation[] | Prisma.ListEnumLinkRelationFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumLinkRelationWithAggregatesFilter<$PrismaModel> | $Enums.LinkRelation;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumLinkRelationFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumLinkRelationFilter<$PrismaModel>;
};
export type NestedEnumChangeRequestStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.ChangeRequestStatus | Prisma.EnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ChangeRequestStatus[] | Prisma.ListEnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ChangeRequestStatus[] | Prisma.ListEnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumChangeRequestStatusFilter<$PrismaModel> | $Enums.ChangeRequestStatus;
};
export type NestedEnumChangeRequestStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ChangeRequestStatus | Prisma.EnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ChangeRequestStatus[] | Prisma.ListEnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ChangeRequestStatus[] | Prisma.ListEnumChangeRequestStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumChangeRequestStatusWithAggregatesFilter<$PrismaModel> | $Enums.ChangeRequestStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumChangeRequestStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumChangeRequestStatusFilter<$PrismaModel>;
};
export type NestedEnumReviewStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.ReviewStatus | Prisma.EnumReviewStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ReviewStatus[] | Prisma.ListEnumReviewStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ReviewStatus[] | Prisma.ListEnumReviewStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumReviewStatusFilter<$PrismaModel> | $Enums.ReviewStatus;
};
export type NestedEnumReviewStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ReviewStatus | Prisma.EnumReviewStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ReviewStatus[] | Prisma.ListEnumReviewStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ReviewStatus[] | Prisma.ListEnumReviewStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumReviewStatusWithAggregatesFilter<$PrismaModel> | $Enums.ReviewStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumReviewStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumReviewStatusFilter<$PrismaModel>;
};
export type NestedEnumCommentStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.CommentStatus | Prisma.EnumCommentStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.CommentStatus[] | Prisma.ListEnumCommentStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.CommentStatus[] | Prisma.ListEnumCommentStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumCommentStatusFilter<$PrismaModel> | $Enums.CommentStatus;
};
export type NestedEnumCommentStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.CommentStatus | Prisma.EnumCommentStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.CommentStatus[] | Prisma.ListEnumCommentStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.CommentStatus[] | Prisma.ListEnumCommentStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumCommentStatusWithAggregatesFilter<$PrismaModel> | $Enums.CommentStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumCommentStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumCommentStatusFilter<$PrismaModel>;
};
export type NestedBigIntFilter<$PrismaModel = never> = {
    equals?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    in?: bigint[] | number[] | Prisma.ListBigIntFieldRefInput<$PrismaModel>;
    notIn?: bigint[] | number[] | Prisma.ListBigIntFieldRefInput<$PrismaModel>;
    lt?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    lte?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    gt?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    gte?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBigIntFilter<$PrismaModel> | bigint | number;
};
export type NestedBigIntWithAggregatesFilter<$PrismaModel = never> = {
    equals?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    in?: bigint[] | number[] | Prisma.ListBigIntFieldRefInput<$PrismaModel>;
    notIn?: bigint[] | number[] | Prisma.ListBigIntFieldRefInput<$PrismaModel>;
    lt?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    lte?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    gt?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    gte?: bigint | number | Prisma.BigIntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBigIntWithAggregatesFilter<$PrismaModel> | bigint | number;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _avg?: Prisma.NestedFloatFilter<$PrismaModel>;
    _sum?: Prisma.NestedBigIntFilter<$PrismaModel>;
    _min?: Prisma.NestedBigIntFilter<$PrismaModel>;
    _max?: Prisma.NestedBigIntFilter<$PrismaModel>;
};
export type NestedBoolFilter<$PrismaModel = never> = {
    equals?: boolean | Prisma.BooleanFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBoolFilter<$PrismaModel> | boolean;
};
export type NestedBoolWithAggregatesFilter<$PrismaModel = never> = {
    equals?: boolean | Prisma.BooleanFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedBoolWithAggregatesFilter<$PrismaModel> | boolean;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedBoolFilter<$PrismaModel>;
    _max?: Prisma.NestedBoolFilter<$PrismaModel>;
};
export type NestedFloatWithAggregatesFilter<$PrismaModel = never> = {
    equals?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    in?: number[] | Prisma.ListFloatFieldRefInput<$PrismaModel>;
    notIn?: number[] | Prisma.ListFloatFieldRefInput<$PrismaModel>;
    lt?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedFloatWithAggregatesFilter<$PrismaModel> | number;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _avg?: Prisma.NestedFloatFilter<$PrismaModel>;
    _sum?: Prisma.NestedFloatFilter<$PrismaModel>;
    _min?: Prisma.NestedFloatFilter<$PrismaModel>;
    _max?: Prisma.NestedFloatFilter<$PrismaModel>;
};
export type NestedEnumImportRunSourceTypeFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunSourceType | Prisma.EnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunSourceType[] | Prisma.ListEnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunSourceType[] | Prisma.ListEnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunSourceTypeFilter<$PrismaModel> | $Enums.ImportRunSourceType;
};
export type NestedEnumImportRunStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunStatus | Prisma.EnumImportRunStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunStatus[] | Prisma.ListEnumImportRunStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunStatus[] | Prisma.ListEnumImportRunStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunStatusFilter<$PrismaModel> | $Enums.ImportRunStatus;
};
export type NestedEnumImportRunSourceTypeWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunSourceType | Prisma.EnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunSourceType[] | Prisma.ListEnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunSourceType[] | Prisma.ListEnumImportRunSourceTypeFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunSourceTypeWithAggregatesFilter<$PrismaModel> | $Enums.ImportRunSourceType;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumImportRunSourceTypeFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumImportRunSourceTypeFilter<$PrismaModel>;
};
export type NestedEnumImportRunStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunStatus | Prisma.EnumImportRunStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunStatus[] | Prisma.ListEnumImportRunStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunStatus[] | Prisma.ListEnumImportRunStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunStatusWithAggregatesFilter<$PrismaModel> | $Enums.ImportRunStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumImportRunStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumImportRunStatusFilter<$PrismaModel>;
};
export type NestedEnumImportRunPageStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunPageStatus | Prisma.EnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunPageStatus[] | Prisma.ListEnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunPageStatus[] | Prisma.ListEnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunPageStatusFilter<$PrismaModel> | $Enums.ImportRunPageStatus;
};
export type NestedEnumImportRunPageStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.ImportRunPageStatus | Prisma.EnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.ImportRunPageStatus[] | Prisma.ListEnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.ImportRunPageStatus[] | Prisma.ListEnumImportRunPageStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumImportRunPageStatusWithAggregatesFilter<$PrismaModel> | $Enums.ImportRunPageStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumImportRunPageStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumImportRunPageStatusFilter<$PrismaModel>;
};
export type NestedIntNullableWithAggregatesFilter<$PrismaModel = never> = {
    equals?: number | Prisma.IntFieldRefInput<$PrismaModel> | null;
    in?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel> | null;
    notIn?: number[] | Prisma.ListIntFieldRefInput<$PrismaModel> | null;
    lt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.IntFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedIntNullableWithAggregatesFilter<$PrismaModel> | number | null;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _avg?: Prisma.NestedFloatNullableFilter<$PrismaModel>;
    _sum?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedIntNullableFilter<$PrismaModel>;
};
export type NestedFloatNullableFilter<$PrismaModel = never> = {
    equals?: number | Prisma.FloatFieldRefInput<$PrismaModel> | null;
    in?: number[] | Prisma.ListFloatFieldRefInput<$PrismaModel> | null;
    notIn?: number[] | Prisma.ListFloatFieldRefInput<$PrismaModel> | null;
    lt?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    lte?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    gt?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    gte?: number | Prisma.FloatFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedFloatNullableFilter<$PrismaModel> | number | null;
};
export type NestedEnumGitOperationKindFilter<$PrismaModel = never> = {
    equals?: $Enums.GitOperationKind | Prisma.EnumGitOperationKindFieldRefInput<$PrismaModel>;
    in?: $Enums.GitOperationKind[] | Prisma.ListEnumGitOperationKindFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GitOperationKind[] | Prisma.ListEnumGitOperationKindFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGitOperationKindFilter<$PrismaModel> | $Enums.GitOperationKind;
};
export type NestedEnumGitOperationStatusFilter<$PrismaModel = never> = {
    equals?: $Enums.GitOperationStatus | Prisma.EnumGitOperationStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.GitOperationStatus[] | Prisma.ListEnumGitOperationStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GitOperationStatus[] | Prisma.ListEnumGitOperationStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGitOperationStatusFilter<$PrismaModel> | $Enums.GitOperationStatus;
};
export type NestedEnumGitOperationKindWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.GitOperationKind | Prisma.EnumGitOperationKindFieldRefInput<$PrismaModel>;
    in?: $Enums.GitOperationKind[] | Prisma.ListEnumGitOperationKindFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GitOperationKind[] | Prisma.ListEnumGitOperationKindFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGitOperationKindWithAggregatesFilter<$PrismaModel> | $Enums.GitOperationKind;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumGitOperationKindFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumGitOperationKindFilter<$PrismaModel>;
};
export type NestedEnumGitOperationStatusWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.GitOperationStatus | Prisma.EnumGitOperationStatusFieldRefInput<$PrismaModel>;
    in?: $Enums.GitOperationStatus[] | Prisma.ListEnumGitOperationStatusFieldRefInput<$PrismaModel>;
    notIn?: $Enums.GitOperationStatus[] | Prisma.ListEnumGitOperationStatusFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumGitOperationStatusWithAggregatesFilter<$PrismaModel> | $Enums.GitOperationStatus;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumGitOperationStatusFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumGitOperationStatusFilter<$PrismaModel>;
};
export type NestedEnumGitSyncProviderNullableFilter<$PrismaModel = never> = {
    equals?: $Enums.GitSyncProvider | Prisma.EnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    in?: $Enums.GitSyncProvider[] | Prisma.ListEnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    notIn?: $Enums.GitSyncProvider[] | Prisma.ListEnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    not?: Prisma.NestedEnumGitSyncProviderNullableFilter<$PrismaModel> | $Enums.GitSyncProvider | null;
};
export type NestedEnumGitSyncProviderNullableWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.GitSyncProvider | Prisma.EnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    in?: $Enums.GitSyncProvider[] | Prisma.ListEnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    notIn?: $Enums.GitSyncProvider[] | Prisma.ListEnumGitSyncProviderFieldRefInput<$PrismaModel> | null;
    not?: Prisma.NestedEnumGitSyncProviderNullableWithAggregatesFilter<$PrismaModel> | $Enums.GitSyncProvider | null;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumGitSyncProviderNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumGitSyncProviderNullableFilter<$PrismaModel>;
};
export type NestedEnumOpenAPISpecVisibilityFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecVisibility | Prisma.EnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecVisibility[] | Prisma.ListEnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecVisibility[] | Prisma.ListEnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecVisibilityFilter<$PrismaModel> | $Enums.OpenAPISpecVisibility;
};
export type NestedEnumOpenAPISpecProcessingStateFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecProcessingState | Prisma.EnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecProcessingState[] | Prisma.ListEnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecProcessingState[] | Prisma.ListEnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecProcessingStateFilter<$PrismaModel> | $Enums.OpenAPISpecProcessingState;
};
export type NestedEnumOpenAPISpecErrorCodeNullableFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecErrorCode | Prisma.EnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    in?: $Enums.OpenAPISpecErrorCode[] | Prisma.ListEnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    notIn?: $Enums.OpenAPISpecErrorCode[] | Prisma.ListEnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    not?: Prisma.NestedEnumOpenAPISpecErrorCodeNullableFilter<$PrismaModel> | $Enums.OpenAPISpecErrorCode | null;
};
export type NestedEnumOpenAPISpecVisibilityWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecVisibility | Prisma.EnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecVisibility[] | Prisma.ListEnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecVisibility[] | Prisma.ListEnumOpenAPISpecVisibilityFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecVisibilityWithAggregatesFilter<$PrismaModel> | $Enums.OpenAPISpecVisibility;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumOpenAPISpecVisibilityFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumOpenAPISpecVisibilityFilter<$PrismaModel>;
};
export type NestedEnumOpenAPISpecProcessingStateWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecProcessingState | Prisma.EnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecProcessingState[] | Prisma.ListEnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecProcessingState[] | Prisma.ListEnumOpenAPISpecProcessingStateFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecProcessingStateWithAggregatesFilter<$PrismaModel> | $Enums.OpenAPISpecProcessingState;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumOpenAPISpecProcessingStateFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumOpenAPISpecProcessingStateFilter<$PrismaModel>;
};
export type NestedEnumOpenAPISpecErrorCodeNullableWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecErrorCode | Prisma.EnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    in?: $Enums.OpenAPISpecErrorCode[] | Prisma.ListEnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    notIn?: $Enums.OpenAPISpecErrorCode[] | Prisma.ListEnumOpenAPISpecErrorCodeFieldRefInput<$PrismaModel> | null;
    not?: Prisma.NestedEnumOpenAPISpecErrorCodeNullableWithAggregatesFilter<$PrismaModel> | $Enums.OpenAPISpecErrorCode | null;
    _count?: Prisma.NestedIntNullableFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumOpenAPISpecErrorCodeNullableFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumOpenAPISpecErrorCodeNullableFilter<$PrismaModel>;
};
export type NestedEnumOpenAPISpecVersionStateFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecVersionState | Prisma.EnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecVersionState[] | Prisma.ListEnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecVersionState[] | Prisma.ListEnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecVersionStateFilter<$PrismaModel> | $Enums.OpenAPISpecVersionState;
};
export type NestedEnumOpenAPISpecVersionStateWithAggregatesFilter<$PrismaModel = never> = {
    equals?: $Enums.OpenAPISpecVersionState | Prisma.EnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    in?: $Enums.OpenAPISpecVersionState[] | Prisma.ListEnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    notIn?: $Enums.OpenAPISpecVersionState[] | Prisma.ListEnumOpenAPISpecVersionStateFieldRefInput<$PrismaModel>;
    not?: Prisma.NestedEnumOpenAPISpecVersionStateWithAggregatesFilter<$PrismaModel> | $Enums.OpenAPISpecVersionState;
    _count?: Prisma.NestedIntFilter<$PrismaModel>;
    _min?: Prisma.NestedEnumOpenAPISpecVersionStateFilter<$PrismaModel>;
    _max?: Prisma.NestedEnumOpenAPISpecVersionStateFilter<$PrismaModel>;
};
