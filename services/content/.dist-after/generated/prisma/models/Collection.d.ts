import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model Collection
 *
 */
export type CollectionModel = runtime.Types.Result.DefaultSelection<Prisma.$CollectionPayload>;
export type AggregateCollection = {
    _count: CollectionCountAggregateOutputType | null;
    _min: CollectionMinAggregateOutputType | null;
    _max: CollectionMaxAggregateOutputType | null;
};
export type CollectionMinAggregateOutputType = {
    id: string | null;
    organizationId: string | null;
    parentId: string | null;
    title: string | null;
    description: string | null;
    defaultLevel: $Enums.DefaultLevel | null;
    position: string | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type CollectionMaxAggregateOutputType = {
    id: string | null;
    organizationId: string | null;
    parentId: string | null;
    title: string | null;
    description: string | null;
    defaultLevel: $Enums.DefaultLevel | null;
    position: string | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type CollectionCountAggregateOutputType = {
    id: number;
    organizationId: number;
    parentId: number;
    title: number;
    description: number;
    defaultLevel: number;
    position: number;
    createdAt: number;
    updatedAt: number;
    _all: number;
};
export type CollectionMinAggregateInputType = {
    id?: true;
    organizationId?: true;
    parentId?: true;
    title?: true;
    description?: true;
    defaultLevel?: true;
    position?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type CollectionMaxAggregateInputType = {
    id?: true;
    organizationId?: true;
    parentId?: true;
    title?: true;
    description?: true;
    defaultLevel?: true;
    position?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type CollectionCountAggregateInputType = {
    id?: true;
    organizationId?: true;
    parentId?: true;
    title?: true;
    description?: true;
    defaultLevel?: true;
    position?: true;
    createdAt?: true;
    updatedAt?: true;
    _all?: true;
};
export type CollectionAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which Collection to aggregate.
     */
    where?: Prisma.CollectionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Collections to fetch.
     */
    orderBy?: Prisma.CollectionOrderByWithRelationInput | Prisma.CollectionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.CollectionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Collections from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Collections.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned Collections
    **/
    _count?: true | CollectionCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: CollectionMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: CollectionMaxAggregateInputType;
};
export type GetCollectionAggregateType<T extends CollectionAggregateArgs> = {
    [P in keyof T & keyof AggregateCollection]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateCollection[P]> : Prisma.GetScalarType<T[P], AggregateCollection[P]>;
};
export type CollectionGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CollectionWhereInput;
    orderBy?: Prisma.CollectionOrderByWithAggregationInput | Prisma.CollectionOrderByWithAggregationInput[];
    by: Prisma.CollectionScalarFieldEnum[] | Prisma.CollectionScalarFieldEnum;
    having?: Prisma.CollectionScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: CollectionCountAggregateInputType | true;
    _min?: CollectionMinAggregateInputType;
    _max?: CollectionMaxAggregateInputType;
};
export type CollectionGroupByOutputType = {
    id: string;
    organizationId: string;
    parentId: string | null;
    title: string;
    description: string | null;
    defaultLevel: $Enums.DefaultLevel;
    position: string;
    createdAt: Date;
    updatedAt: Date;
    _count: CollectionCountAggregateOutputType | null;
    _min: CollectionMinAggregateOutputType | null;
    _max: CollectionMaxAggregateOutputType | null;
};
export type GetCollectionGroupByPayload<T extends CollectionGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<CollectionGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof CollectionGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], CollectionGroupByOutputType[P]> : Prisma.GetScalarType<T[P], CollectionGroupByOutputType[P]>;
}>>;
export type CollectionWhereInput = {
    AND?: Prisma.CollectionWhereInput | Prisma.CollectionWhereInput[];
    OR?: Prisma.CollectionWhereInput[];
    NOT?: Prisma.CollectionWhereInput | Prisma.CollectionWhereInput[];
    id?: Prisma.StringFilter<"Collection"> | string;
    organizationId?: Prisma.StringFilter<"Collection"> | string;
    parentId?: Prisma.StringNullableFilter<"Collection"> | string | null;
    title?: Prisma.StringFilter<"Collection"> | string;
    description?: Prisma.StringNullableFilter<"Collection"> | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFilter<"Collection"> | $Enums.DefaultLevel;
    position?: Prisma.StringFilter<"Collection"> | string;
    createdAt?: Prisma.DateTimeFilter<"Collection"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"Collection"> | Date | string;
    parent?: Prisma.XOR<Prisma.CollectionNullableScalarRelationFilter, Prisma.CollectionWhereInput> | null;
    children?: Prisma.CollectionListRelationFilter;
    spaces?: Prisma.SpaceListRelationFilter;
    teamPermissions?: Prisma.CollectionTeamPermissionListRelationFilter;
    userPermissions?: Prisma.CollectionUserPermissionListRelationFilter;
};
export type CollectionOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrderInput | Prisma.SortOrder;
    title?: Prisma.SortOrder;
    description?: Prisma.SortOrderInput | Prisma.SortOrder;
    defaultLevel?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    parent?: Prisma.CollectionOrderByWithRelationInput;
    children?: Prisma.CollectionOrderByRelationAggregateInput;
    spaces?: Prisma.SpaceOrderByRelationAggregateInput;
    teamPermissions?: Prisma.CollectionTeamPermissionOrderByRelationAggregateInput;
    userPermissions?: Prisma.CollectionUserPermissionOrderByRelationAggregateInput;
};
export type CollectionWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    AND?: Prisma.CollectionWhereInput | Prisma.CollectionWhereInput[];
    OR?: Prisma.CollectionWhereInput[];
    NOT?: Prisma.CollectionWhereInput | Prisma.CollectionWhereInput[];
    organizationId?: Prisma.StringFilter<"Collection"> | string;
    parentId?: Prisma.StringNullableFilter<"Collection"> | string | null;
    title?: Prisma.StringFilter<"Collection"> | string;
    description?: Prisma.StringNullableFilter<"Collection"> | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFilter<"Collection"> | $Enums.DefaultLevel;
    position?: Prisma.StringFilter<"Collection"> | string;
    createdAt?: Prisma.DateTimeFilter<"Collection"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"Collection"> | Date | string;
    parent?: Prisma.XOR<Prisma.CollectionNullableScalarRelationFilter, Prisma.CollectionWhereInput> | null;
    children?: Prisma.CollectionListRelationFilter;
    spaces?: Prisma.SpaceListRelationFilter;
    teamPermissions?: Prisma.CollectionTeamPermissionListRelationFilter;
    userPermissions?: Prisma.CollectionUserPermissionListRelationFilter;
}, "id">;
export type CollectionOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrderInput | Prisma.SortOrder;
    title?: Prisma.SortOrder;
    description?: Prisma.SortOrderInput | Prisma.SortOrder;
    defaultLevel?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    _count?: Prisma.CollectionCountOrderByAggregateInput;
    _max?: Prisma.CollectionMaxOrderByAggregateInput;
    _min?: Prisma.CollectionMinOrderByAggregateInput;
};
export type CollectionScalarWhereWithAggregatesInput = {
    AND?: Prisma.CollectionScalarWhereWithAggregatesInput | Prisma.CollectionScalarWhereWithAggregatesInput[];
    OR?: Prisma.CollectionScalarWhereWithAggregatesInput[];
    NOT?: Prisma.CollectionScalarWhereWithAggregatesInput | Prisma.CollectionScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"Collection"> | string;
    organizationId?: Prisma.StringWithAggregatesFilter<"Collection"> | string;
    parentId?: Prisma.StringNullableWithAggregatesFilter<"Collection"> | string | null;
    title?: Prisma.StringWithAggregatesFilter<"Collection"> | string;
    description?: Prisma.StringNullableWithAggregatesFilter<"Collection"> | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelWithAggregatesFilter<"Collection"> | $Enums.DefaultLevel;
    position?: Prisma.StringWithAggregatesFilter<"Collection"> | string;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"Collection"> | Date | string;
    updatedAt?: Prisma.DateTimeWithAggregatesFilter<"Collection"> | Date | string;
};
export type CollectionCreateInput = {
    id: string;
    organizationId: string;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    parent?: Prisma.CollectionCreateNestedOneWithoutChildrenInput;
    children?: Prisma.CollectionCreateNestedManyWithoutParentInput;
    spaces?: Prisma.SpaceCreateNestedManyWithoutParentInput;
    teamPermissions?: Prisma.CollectionTeamPermissionCreateNestedManyWithoutCollectionInput;
    userPermissions?: Prisma.CollectionUserPermissionCreateNestedManyWithoutCollectionInput;
};
export type CollectionUncheckedCreateInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    children?: Prisma.CollectionUncheckedCreateNestedManyWithoutParentInput;
    spaces?: Prisma.SpaceUncheckedCreateNestedManyWithoutParentInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUncheckedCreateNestedManyWithoutCollectionInput;
    userPermissions?: Prisma.CollectionUserPermissionUncheckedCreateNestedManyWithoutCollectionInput;
};
export type CollectionUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    parent?: Prisma.CollectionUpdateOneWithoutChildrenNestedInput;
    children?: Prisma.CollectionUpdateManyWithoutParentNestedInput;
    spaces?: Prisma.SpaceUpdateManyWithoutParentNestedInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUpdateManyWithoutCollectionNestedInput;
    userPermissions?: Prisma.CollectionUserPermissionUpdateManyWithoutCollectionNestedInput;
};
export type CollectionUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    children?: Prisma.CollectionUncheckedUpdateManyWithoutParentNestedInput;
    spaces?: Prisma.SpaceUncheckedUpdateManyWithoutParentNestedInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUncheckedUpdateManyWithoutCollectionNestedInput;
    userPermissions?: Prisma.CollectionUserPermissionUncheckedUpdateManyWithoutCollectionNestedInput;
};
export type CollectionCreateManyInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionNullableScalarRelationFilter = {
    is?: Prisma.CollectionWhereInput | null;
    isNot?: Prisma.CollectionWhereInput | null;
};
export type CollectionListRelationFilter = {
    every?: Prisma.CollectionWhereInput;
    some?: Prisma.CollectionWhereInput;
    none?: Prisma.CollectionWhereInput;
};
export type CollectionOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type CollectionCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    description?: Prisma.SortOrder;
    defaultLevel?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type CollectionMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    description?: Prisma.SortOrder;
    defaultLevel?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type CollectionMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    description?: Prisma.SortOrder;
    defaultLevel?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type CollectionScalarRelationFilter = {
    is?: Prisma.CollectionWhereInput;
    isNot?: Prisma.CollectionWhereInput;
};
export type CollectionCreateNestedOneWithoutChildrenInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutChildrenInput, Prisma.CollectionUncheckedCreateWithoutChildrenInput>;
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutChildrenInput;
    connect?: Prisma.CollectionWhereUniqueInput;
};
export type CollectionCreateNestedManyWithoutParentInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutParentInput, Prisma.CollectionUncheckedCreateWithoutParentInput> | Prisma.CollectionCreateWithoutParentInput[] | Prisma.CollectionUncheckedCreateWithoutParentInput[];
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutParentInput | Prisma.CollectionCreateOrConnectWithoutParentInput[];
    createMany?: Prisma.CollectionCreateManyParentInputEnvelope;
    connect?: Prisma.CollectionWhereUniqueInput | Prisma.CollectionWhereUniqueInput[];
};
export type CollectionUncheckedCreateNestedManyWithoutParentInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutParentInput, Prisma.CollectionUncheckedCreateWithoutParentInput> | Prisma.CollectionCreateWithoutParentInput[] | Prisma.CollectionUncheckedCreateWithoutParentInput[];
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutParentInput | Prisma.CollectionCreateOrConnectWithoutParentInput[];
    createMany?: Prisma.CollectionCreateManyParentInputEnvelope;
    connect?: Prisma.CollectionWhereUniqueInput | Prisma.CollectionWhereUniqueInput[];
};
export type StringFieldUpdateOperationsInput = {
    set?: string;
};
export type NullableStringFieldUpdateOperationsInput = {
    set?: string | null;
};
export type EnumDefaultLevelFieldUpdateOperationsInput = {
    set?: $Enums.DefaultLevel;
};
export type DateTimeFieldUpdateOperationsInput = {
    set?: Date | string;
};
export type CollectionUpdateOneWithoutChildrenNestedInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutChildrenInput, Prisma.CollectionUncheckedCreateWithoutChildrenInput>;
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutChildrenInput;
    upsert?: Prisma.CollectionUpsertWithoutChildrenInput;
    disconnect?: Prisma.CollectionWhereInput | boolean;
    delete?: Prisma.CollectionWhereInput | boolean;
    connect?: Prisma.CollectionWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.CollectionUpdateToOneWithWhereWithoutChildrenInput, Prisma.CollectionUpdateWithoutChildrenInput>, Prisma.CollectionUncheckedUpdateWithoutChildrenInput>;
};
export type CollectionUpdateManyWithoutParentNestedInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutParentInput, Prisma.CollectionUncheckedCreateWithoutParentInput> | Prisma.CollectionCreateWithoutParentInput[] | Prisma.CollectionUncheckedCreateWithoutParentInput[];
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutParentInput | Prisma.CollectionCreateOrConnectWithoutParentInput[];
    upsert?: Prisma.CollectionUpsertWithWhereUniqueWithoutParentInput | Prisma.CollectionUpsertWithWhereUniqueWithoutParentInput[];
    createMany?: Prisma.CollectionCreateManyParentInputEnvelope;
    set?: Prisma.CollectionWhereUniqueInput | Prisma.CollectionWhereUniqueInput[];
    disconnect?: Prisma.CollectionWhereUniqueInput | Prisma.CollectionWhereUniqueInput[];
    delete?: Prisma.CollectionWhereUniqueInput | Prisma.CollectionWhereUniqueInput[];
    connect?: Prisma.CollectionWhereUniqueInput | Prisma.CollectionWhereUniqueInput[];
    update?: Prisma.CollectionUpdateWithWhereUniqueWithoutParentInput | Prisma.CollectionUpdateWithWhereUniqueWithoutParentInput[];
    updateMany?: Prisma.CollectionUpdateManyWithWhereWithoutParentInput | Prisma.CollectionUpdateManyWithWhereWithoutParentInput[];
    deleteMany?: Prisma.CollectionScalarWhereInput | Prisma.CollectionScalarWhereInput[];
};
export type CollectionUncheckedUpdateManyWithoutParentNestedInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutParentInput, Prisma.CollectionUncheckedCreateWithoutParentInput> | Prisma.CollectionCreateWithoutParentInput[] | Prisma.CollectionUncheckedCreateWithoutParentInput[];
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutParentInput | Prisma.CollectionCreateOrConnectWithoutParentInput[];
    upsert?: Prisma.CollectionUpsertWithWhereUniqueWithoutParentInput | Prisma.CollectionUpsertWithWhereUniqueWithoutParentInput[];
    createMany?: Prisma.CollectionCreateManyParentInputEnvelope;
    set?: Prisma.CollectionWhereUniqueInput | Prisma.CollectionWhereUniqueInput[];
    disconnect?: Prisma.CollectionWhereUniqueInput | Prisma.CollectionWhereUniqueInput[];
    delete?: Prisma.CollectionWhereUniqueInput | Prisma.CollectionWhereUniqueInput[];
    connect?: Prisma.CollectionWhereUniqueInput | Prisma.CollectionWhereUniqueInput[];
    update?: Prisma.CollectionUpdateWithWhereUniqueWithoutParentInput | Prisma.CollectionUpdateWithWhereUniqueWithoutParentInput[];
    updateMany?: Prisma.CollectionUpdateManyWithWhereWithoutParentInput | Prisma.CollectionUpdateManyWithWhereWithoutParentInput[];
    deleteMany?: Prisma.CollectionScalarWhereInput | Prisma.CollectionScalarWhereInput[];
};
export type CollectionCreateNestedOneWithoutSpacesInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutSpacesInput, Prisma.CollectionUncheckedCreateWithoutSpacesInput>;
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutSpacesInput;
    connect?: Prisma.CollectionWhereUniqueInput;
};
export type CollectionUpdateOneWithoutSpacesNestedInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutSpacesInput, Prisma.CollectionUncheckedCreateWithoutSpacesInput>;
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutSpacesInput;
    upsert?: Prisma.CollectionUpsertWithoutSpacesInput;
    disconnect?: Prisma.CollectionWhereInput | boolean;
    delete?: Prisma.CollectionWhereInput | boolean;
    connect?: Prisma.CollectionWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.CollectionUpdateToOneWithWhereWithoutSpacesInput, Prisma.CollectionUpdateWithoutSpacesInput>, Prisma.CollectionUncheckedUpdateWithoutSpacesInput>;
};
export type CollectionCreateNestedOneWithoutTeamPermissionsInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutTeamPermissionsInput, Prisma.CollectionUncheckedCreateWithoutTeamPermissionsInput>;
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutTeamPermissionsInput;
    connect?: Prisma.CollectionWhereUniqueInput;
};
export type CollectionUpdateOneRequiredWithoutTeamPermissionsNestedInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutTeamPermissionsInput, Prisma.CollectionUncheckedCreateWithoutTeamPermissionsInput>;
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutTeamPermissionsInput;
    upsert?: Prisma.CollectionUpsertWithoutTeamPermissionsInput;
    connect?: Prisma.CollectionWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.CollectionUpdateToOneWithWhereWithoutTeamPermissionsInput, Prisma.CollectionUpdateWithoutTeamPermissionsInput>, Prisma.CollectionUncheckedUpdateWithoutTeamPermissionsInput>;
};
export type CollectionCreateNestedOneWithoutUserPermissionsInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutUserPermissionsInput, Prisma.CollectionUncheckedCreateWithoutUserPermissionsInput>;
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutUserPermissionsInput;
    connect?: Prisma.CollectionWhereUniqueInput;
};
export type CollectionUpdateOneRequiredWithoutUserPermissionsNestedInput = {
    create?: Prisma.XOR<Prisma.CollectionCreateWithoutUserPermissionsInput, Prisma.CollectionUncheckedCreateWithoutUserPermissionsInput>;
    connectOrCreate?: Prisma.CollectionCreateOrConnectWithoutUserPermissionsInput;
    upsert?: Prisma.CollectionUpsertWithoutUserPermissionsInput;
    connect?: Prisma.CollectionWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.CollectionUpdateToOneWithWhereWithoutUserPermissionsInput, Prisma.CollectionUpdateWithoutUserPermissionsInput>, Prisma.CollectionUncheckedUpdateWithoutUserPermissionsInput>;
};
export type CollectionCreateWithoutChildrenInput = {
    id: string;
    organizationId: string;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    parent?: Prisma.CollectionCreateNestedOneWithoutChildrenInput;
    spaces?: Prisma.SpaceCreateNestedManyWithoutParentInput;
    teamPermissions?: Prisma.CollectionTeamPermissionCreateNestedManyWithoutCollectionInput;
    userPermissions?: Prisma.CollectionUserPermissionCreateNestedManyWithoutCollectionInput;
};
export type CollectionUncheckedCreateWithoutChildrenInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    spaces?: Prisma.SpaceUncheckedCreateNestedManyWithoutParentInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUncheckedCreateNestedManyWithoutCollectionInput;
    userPermissions?: Prisma.CollectionUserPermissionUncheckedCreateNestedManyWithoutCollectionInput;
};
export type CollectionCreateOrConnectWithoutChildrenInput = {
    where: Prisma.CollectionWhereUniqueInput;
    create: Prisma.XOR<Prisma.CollectionCreateWithoutChildrenInput, Prisma.CollectionUncheckedCreateWithoutChildrenInput>;
};
export type CollectionCreateWithoutParentInput = {
    id: string;
    organizationId: string;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    children?: Prisma.CollectionCreateNestedManyWithoutParentInput;
    spaces?: Prisma.SpaceCreateNestedManyWithoutParentInput;
    teamPermissions?: Prisma.CollectionTeamPermissionCreateNestedManyWithoutCollectionInput;
    userPermissions?: Prisma.CollectionUserPermissionCreateNestedManyWithoutCollectionInput;
};
export type CollectionUncheckedCreateWithoutParentInput = {
    id: string;
    organizationId: string;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    children?: Prisma.CollectionUncheckedCreateNestedManyWithoutParentInput;
    spaces?: Prisma.SpaceUncheckedCreateNestedManyWithoutParentInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUncheckedCreateNestedManyWithoutCollectionInput;
    userPermissions?: Prisma.CollectionUserPermissionUncheckedCreateNestedManyWithoutCollectionInput;
};
export type CollectionCreateOrConnectWithoutParentInput = {
    where: Prisma.CollectionWhereUniqueInput;
    create: Prisma.XOR<Prisma.CollectionCreateWithoutParentInput, Prisma.CollectionUncheckedCreateWithoutParentInput>;
};
export type CollectionCreateManyParentInputEnvelope = {
    data: Prisma.CollectionCreateManyParentInput | Prisma.CollectionCreateManyParentInput[];
    skipDuplicates?: boolean;
};
export type CollectionUpsertWithoutChildrenInput = {
    update: Prisma.XOR<Prisma.CollectionUpdateWithoutChildrenInput, Prisma.CollectionUncheckedUpdateWithoutChildrenInput>;
    create: Prisma.XOR<Prisma.CollectionCreateWithoutChildrenInput, Prisma.CollectionUncheckedCreateWithoutChildrenInput>;
    where?: Prisma.CollectionWhereInput;
};
export type CollectionUpdateToOneWithWhereWithoutChildrenInput = {
    where?: Prisma.CollectionWhereInput;
    data: Prisma.XOR<Prisma.CollectionUpdateWithoutChildrenInput, Prisma.CollectionUncheckedUpdateWithoutChildrenInput>;
};
export type CollectionUpdateWithoutChildrenInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    parent?: Prisma.CollectionUpdateOneWithoutChildrenNestedInput;
    spaces?: Prisma.SpaceUpdateManyWithoutParentNestedInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUpdateManyWithoutCollectionNestedInput;
    userPermissions?: Prisma.CollectionUserPermissionUpdateManyWithoutCollectionNestedInput;
};
export type CollectionUncheckedUpdateWithoutChildrenInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    spaces?: Prisma.SpaceUncheckedUpdateManyWithoutParentNestedInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUncheckedUpdateManyWithoutCollectionNestedInput;
    userPermissions?: Prisma.CollectionUserPermissionUncheckedUpdateManyWithoutCollectionNestedInput;
};
export type CollectionUpsertWithWhereUniqueWithoutParentInput = {
    where: Prisma.CollectionWhereUniqueInput;
    update: Prisma.XOR<Prisma.CollectionUpdateWithoutParentInput, Prisma.CollectionUncheckedUpdateWithoutParentInput>;
    create: Prisma.XOR<Prisma.CollectionCreateWithoutParentInput, Prisma.CollectionUncheckedCreateWithoutParentInput>;
};
export type CollectionUpdateWithWhereUniqueWithoutParentInput = {
    where: Prisma.CollectionWhereUniqueInput;
    data: Prisma.XOR<Prisma.CollectionUpdateWithoutParentInput, Prisma.CollectionUncheckedUpdateWithoutParentInput>;
};
export type CollectionUpdateManyWithWhereWithoutParentInput = {
    where: Prisma.CollectionScalarWhereInput;
    data: Prisma.XOR<Prisma.CollectionUpdateManyMutationInput, Prisma.CollectionUncheckedUpdateManyWithoutParentInput>;
};
export type CollectionScalarWhereInput = {
    AND?: Prisma.CollectionScalarWhereInput | Prisma.CollectionScalarWhereInput[];
    OR?: Prisma.CollectionScalarWhereInput[];
    NOT?: Prisma.CollectionScalarWhereInput | Prisma.CollectionScalarWhereInput[];
    id?: Prisma.StringFilter<"Collection"> | string;
    organizationId?: Prisma.StringFilter<"Collection"> | string;
    parentId?: Prisma.StringNullableFilter<"Collection"> | string | null;
    title?: Prisma.StringFilter<"Collection"> | string;
    description?: Prisma.StringNullableFilter<"Collection"> | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFilter<"Collection"> | $Enums.DefaultLevel;
    position?: Prisma.StringFilter<"Collection"> | string;
    createdAt?: Prisma.DateTimeFilter<"Collection"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"Collection"> | Date | string;
};
export type CollectionCreateWithoutSpacesInput = {
    id: string;
    organizationId: string;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    parent?: Prisma.CollectionCreateNestedOneWithoutChildrenInput;
    children?: Prisma.CollectionCreateNestedManyWithoutParentInput;
    teamPermissions?: Prisma.CollectionTeamPermissionCreateNestedManyWithoutCollectionInput;
    userPermissions?: Prisma.CollectionUserPermissionCreateNestedManyWithoutCollectionInput;
};
export type CollectionUncheckedCreateWithoutSpacesInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    children?: Prisma.CollectionUncheckedCreateNestedManyWithoutParentInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUncheckedCreateNestedManyWithoutCollectionInput;
    userPermissions?: Prisma.CollectionUserPermissionUncheckedCreateNestedManyWithoutCollectionInput;
};
export type CollectionCreateOrConnectWithoutSpacesInput = {
    where: Prisma.CollectionWhereUniqueInput;
    create: Prisma.XOR<Prisma.CollectionCreateWithoutSpacesInput, Prisma.CollectionUncheckedCreateWithoutSpacesInput>;
};
export type CollectionUpsertWithoutSpacesInput = {
    update: Prisma.XOR<Prisma.CollectionUpdateWithoutSpacesInput, Prisma.CollectionUncheckedUpdateWithoutSpacesInput>;
    create: Prisma.XOR<Prisma.CollectionCreateWithoutSpacesInput, Prisma.CollectionUncheckedCreateWithoutSpacesInput>;
    where?: Prisma.CollectionWhereInput;
};
export type CollectionUpdateToOneWithWhereWithoutSpacesInput = {
    where?: Prisma.CollectionWhereInput;
    data: Prisma.XOR<Prisma.CollectionUpdateWithoutSpacesInput, Prisma.CollectionUncheckedUpdateWithoutSpacesInput>;
};
export type CollectionUpdateWithoutSpacesInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    parent?: Prisma.CollectionUpdateOneWithoutChildrenNestedInput;
    children?: Prisma.CollectionUpdateManyWithoutParentNestedInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUpdateManyWithoutCollectionNestedInput;
    userPermissions?: Prisma.CollectionUserPermissionUpdateManyWithoutCollectionNestedInput;
};
export type CollectionUncheckedUpdateWithoutSpacesInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    children?: Prisma.CollectionUncheckedUpdateManyWithoutParentNestedInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUncheckedUpdateManyWithoutCollectionNestedInput;
    userPermissions?: Prisma.CollectionUserPermissionUncheckedUpdateManyWithoutCollectionNestedInput;
};
export type CollectionCreateWithoutTeamPermissionsInput = {
    id: string;
    organizationId: string;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    parent?: Prisma.CollectionCreateNestedOneWithoutChildrenInput;
    children?: Prisma.CollectionCreateNestedManyWithoutParentInput;
    spaces?: Prisma.SpaceCreateNestedManyWithoutParentInput;
    userPermissions?: Prisma.CollectionUserPermissionCreateNestedManyWithoutCollectionInput;
};
export type CollectionUncheckedCreateWithoutTeamPermissionsInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    children?: Prisma.CollectionUncheckedCreateNestedManyWithoutParentInput;
    spaces?: Prisma.SpaceUncheckedCreateNestedManyWithoutParentInput;
    userPermissions?: Prisma.CollectionUserPermissionUncheckedCreateNestedManyWithoutCollectionInput;
};
export type CollectionCreateOrConnectWithoutTeamPermissionsInput = {
    where: Prisma.CollectionWhereUniqueInput;
    create: Prisma.XOR<Prisma.CollectionCreateWithoutTeamPermissionsInput, Prisma.CollectionUncheckedCreateWithoutTeamPermissionsInput>;
};
export type CollectionUpsertWithoutTeamPermissionsInput = {
    update: Prisma.XOR<Prisma.CollectionUpdateWithoutTeamPermissionsInput, Prisma.CollectionUncheckedUpdateWithoutTeamPermissionsInput>;
    create: Prisma.XOR<Prisma.CollectionCreateWithoutTeamPermissionsInput, Prisma.CollectionUncheckedCreateWithoutTeamPermissionsInput>;
    where?: Prisma.CollectionWhereInput;
};
export type CollectionUpdateToOneWithWhereWithoutTeamPermissionsInput = {
    where?: Prisma.CollectionWhereInput;
    data: Prisma.XOR<Prisma.CollectionUpdateWithoutTeamPermissionsInput, Prisma.CollectionUncheckedUpdateWithoutTeamPermissionsInput>;
};
export type CollectionUpdateWithoutTeamPermissionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    parent?: Prisma.CollectionUpdateOneWithoutChildrenNestedInput;
    children?: Prisma.CollectionUpdateManyWithoutParentNestedInput;
    spaces?: Prisma.SpaceUpdateManyWithoutParentNestedInput;
    userPermissions?: Prisma.CollectionUserPermissionUpdateManyWithoutCollectionNestedInput;
};
export type CollectionUncheckedUpdateWithoutTeamPermissionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    children?: Prisma.CollectionUncheckedUpdateManyWithoutParentNestedInput;
    spaces?: Prisma.SpaceUncheckedUpdateManyWithoutParentNestedInput;
    userPermissions?: Prisma.CollectionUserPermissionUncheckedUpdateManyWithoutCollectionNestedInput;
};
export type CollectionCreateWithoutUserPermissionsInput = {
    id: string;
    organizationId: string;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    parent?: Prisma.CollectionCreateNestedOneWithoutChildrenInput;
    children?: Prisma.CollectionCreateNestedManyWithoutParentInput;
    spaces?: Prisma.SpaceCreateNestedManyWithoutParentInput;
    teamPermissions?: Prisma.CollectionTeamPermissionCreateNestedManyWithoutCollectionInput;
};
export type CollectionUncheckedCreateWithoutUserPermissionsInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    children?: Prisma.CollectionUncheckedCreateNestedManyWithoutParentInput;
    spaces?: Prisma.SpaceUncheckedCreateNestedManyWithoutParentInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUncheckedCreateNestedManyWithoutCollectionInput;
};
export type CollectionCreateOrConnectWithoutUserPermissionsInput = {
    where: Prisma.CollectionWhereUniqueInput;
    create: Prisma.XOR<Prisma.CollectionCreateWithoutUserPermissionsInput, Prisma.CollectionUncheckedCreateWithoutUserPermissionsInput>;
};
export type CollectionUpsertWithoutUserPermissionsInput = {
    update: Prisma.XOR<Prisma.CollectionUpdateWithoutUserPermissionsInput, Prisma.CollectionUncheckedUpdateWithoutUserPermissionsInput>;
    create: Prisma.XOR<Prisma.CollectionCreateWithoutUserPermissionsInput, Prisma.CollectionUncheckedCreateWithoutUserPermissionsInput>;
    where?: Prisma.CollectionWhereInput;
};
export type CollectionUpdateToOneWithWhereWithoutUserPermissionsInput = {
    where?: Prisma.CollectionWhereInput;
    data: Prisma.XOR<Prisma.CollectionUpdateWithoutUserPermissionsInput, Prisma.CollectionUncheckedUpdateWithoutUserPermissionsInput>;
};
export type CollectionUpdateWithoutUserPermissionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    parent?: Prisma.CollectionUpdateOneWithoutChildrenNestedInput;
    children?: Prisma.CollectionUpdateManyWithoutParentNestedInput;
    spaces?: Prisma.SpaceUpdateManyWithoutParentNestedInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUpdateManyWithoutCollectionNestedInput;
};
export type CollectionUncheckedUpdateWithoutUserPermissionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    children?: Prisma.CollectionUncheckedUpdateManyWithoutParentNestedInput;
    spaces?: Prisma.SpaceUncheckedUpdateManyWithoutParentNestedInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUncheckedUpdateManyWithoutCollectionNestedInput;
};
export type CollectionCreateManyParentInput = {
    id: string;
    organizationId: string;
    title: string;
    description?: string | null;
    defaultLevel?: $Enums.DefaultLevel;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionUpdateWithoutParentInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    children?: Prisma.CollectionUpdateManyWithoutParentNestedInput;
    spaces?: Prisma.SpaceUpdateManyWithoutParentNestedInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUpdateManyWithoutCollectionNestedInput;
    userPermissions?: Prisma.CollectionUserPermissionUpdateManyWithoutCollectionNestedInput;
};
export type CollectionUncheckedUpdateWithoutParentInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    children?: Prisma.CollectionUncheckedUpdateManyWithoutParentNestedInput;
    spaces?: Prisma.SpaceUncheckedUpdateManyWithoutParentNestedInput;
    teamPermissions?: Prisma.CollectionTeamPermissionUncheckedUpdateManyWithoutCollectionNestedInput;
    userPermissions?: Prisma.CollectionUserPermissionUncheckedUpdateManyWithoutCollectionNestedInput;
};
export type CollectionUncheckedUpdateManyWithoutParentInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
/**
 * Count Type CollectionCountOutputType
 */
export type CollectionCountOutputType = {
    children: number;
    spaces: number;
    teamPermissions: number;
    userPermissions: number;
};
export type CollectionCountOutputTypeSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    children?: boolean | CollectionCountOutputTypeCountChildrenArgs;
    spaces?: boolean | CollectionCountOutputTypeCountSpacesArgs;
    teamPermissions?: boolean | CollectionCountOutputTypeCountTeamPermissionsArgs;
    userPermissions?: boolean | CollectionCountOutputTypeCountUserPermissionsArgs;
};
/**
 * CollectionCountOutputType without action
 */
export type CollectionCountOutputTypeDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CollectionCountOutputType
     */
    select?: Prisma.CollectionCountOutputTypeSelect<ExtArgs> | null;
};
/**
 * CollectionCountOutputType without action
 */
export type CollectionCountOutputTypeCountChildrenArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CollectionWhereInput;
};
/**
 * CollectionCountOutputType without action
 */
export type CollectionCountOutputTypeCountSpacesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SpaceWhereInput;
};
/**
 * CollectionCountOutputType without action
 */
export type CollectionCountOutputTypeCountTeamPermissionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CollectionTeamPermissionWhereInput;
};
/**
 * CollectionCountOutputType without action
 */
export type CollectionCountOutputTypeCountUserPermissionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CollectionUserPermissionWhereInput;
};
export type CollectionSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    parentId?: boolean;
    title?: boolean;
    description?: boolean;
    defaultLevel?: boolean;
    position?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    parent?: boolean | Prisma.Collection$parentArgs<ExtArgs>;
    children?: boolean | Prisma.Collection$childrenArgs<ExtArgs>;
    spaces?: boolean | Prisma.Collection$spacesArgs<ExtArgs>;
    teamPermissions?: boolean | Prisma.Collection$teamPermissionsArgs<ExtArgs>;
    userPermissions?: boolean | Prisma.Collection$userPermissionsArgs<ExtArgs>;
    _count?: boolean | Prisma.CollectionCountOutputTypeDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["collection"]>;
export type CollectionSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    parentId?: boolean;
    title?: boolean;
    description?: boolean;
    defaultLevel?: boolean;
    position?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    parent?: boolean | Prisma.Collection$parentArgs<ExtArgs>;
}, ExtArgs["result"]["collection"]>;
export type CollectionSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    parentId?: boolean;
    title?: boolean;
    description?: boolean;
    defaultLevel?: boolean;
    position?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    parent?: boolean | Prisma.Collection$parentArgs<ExtArgs>;
}, ExtArgs["result"]["collection"]>;
export type CollectionSelectScalar = {
    id?: boolean;
    organizationId?: boolean;
    parentId?: boolean;
    title?: boolean;
    description?: boolean;
    defaultLevel?: boolean;
    position?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
};
export type CollectionOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "organizationId" | "parentId" | "title" | "description" | "defaultLevel" | "position" | "createdAt" | "updatedAt", ExtArgs["result"]["collection"]>;
export type CollectionInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    parent?: boolean | Prisma.Collection$parentArgs<ExtArgs>;
    children?: boolean | Prisma.Collection$childrenArgs<ExtArgs>;
    spaces?: boolean | Prisma.Collection$spacesArgs<ExtArgs>;
    teamPermissions?: boolean | Prisma.Collection$teamPermissionsArgs<ExtArgs>;
    userPermissions?: boolean | Prisma.Collection$userPermissionsArgs<ExtArgs>;
    _count?: boolean | Prisma.CollectionCountOutputTypeDefaultArgs<ExtArgs>;
};
export type CollectionIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    parent?: boolean | Prisma.Collection$parentArgs<ExtArgs>;
};
export type CollectionIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    parent?: boolean | Prisma.Collection$parentArgs<ExtArgs>;
};
export type $CollectionPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "Collection";
    objects: {
        parent: Prisma.$CollectionPayload<ExtArgs> | null;
        children: Prisma.$CollectionPayload<ExtArgs>[];
        spaces: Prisma.$SpacePayload<ExtArgs>[];
        teamPermissions: Prisma.$CollectionTeamPermissionPayload<ExtArgs>[];
        userPermissions: Prisma.$CollectionUserPermissionPayload<ExtArgs>[];
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        organizationId: string;
        parentId: string | null;
        title: string;
        description: string | null;
        defaultLevel: $Enums.DefaultLevel;
        position: string;
        createdAt: Date;
        updatedAt: Date;
    }, ExtArgs["result"]["collection"]>;
    composites: {};
};
export type CollectionGetPayload<S extends boolean | null | undefined | CollectionDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$CollectionPayload, S>;
export type CollectionCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<CollectionFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: CollectionCountAggregateInputType | true;
};
export interface CollectionDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['Collection'];
        meta: {
            name: 'Collection';
        };
    };
    /**
     * Find zero or one Collection that matches the filter.
     * @param {CollectionFindUniqueArgs} args - Arguments to find a Collection
     * @example
     * // Get one Collection
     * const collection = await prisma.collection.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends CollectionFindUniqueArgs>(args: Prisma.SelectSubset<T, CollectionFindUniqueArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one Collection that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {CollectionFindUniqueOrThrowArgs} args - Arguments to find a Collection
     * @example
     * // Get one Collection
     * const collection = await prisma.collection.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends CollectionFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, CollectionFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first Collection that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionFindFirstArgs} args - Arguments to find a Collection
     * @example
     * // Get one Collection
     * const collection = await prisma.collection.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends CollectionFindFirstArgs>(args?: Prisma.SelectSubset<T, CollectionFindFirstArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first Collection that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionFindFirstOrThrowArgs} args - Arguments to find a Collection
     * @example
     * // Get one Collection
     * const collection = await prisma.collection.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends CollectionFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, CollectionFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more Collections that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all Collections
     * const collections = await prisma.collection.findMany()
     *
     * // Get first 10 Collections
     * const collections = await prisma.collection.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const collectionWithIdOnly = await prisma.collection.findMany({ select: { id: true } })
     *
     */
    findMany<T extends CollectionFindManyArgs>(args?: Prisma.SelectSubset<T, CollectionFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a Collection.
     * @param {CollectionCreateArgs} args - Arguments to create a Collection.
     * @example
     * // Create one Collection
     * const Collection = await prisma.collection.create({
     *   data: {
     *     // ... data to create a Collection
     *   }
     * })
     *
     */
    create<T extends CollectionCreateArgs>(args: Prisma.SelectSubset<T, CollectionCreateArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many Collections.
     * @param {CollectionCreateManyArgs} args - Arguments to create many Collections.
     * @example
     * // Create many Collections
     * const collection = await prisma.collection.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends CollectionCreateManyArgs>(args?: Prisma.SelectSubset<T, CollectionCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many Collections and returns the data saved in the database.
     * @param {CollectionCreateManyAndReturnArgs} args - Arguments to create many Collections.
     * @example
     * // Create many Collections
     * const collection = await prisma.collection.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many Collections and only return the `id`
     * const collectionWithIdOnly = await prisma.collection.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends CollectionCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, CollectionCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a Collection.
     * @param {CollectionDeleteArgs} args - Arguments to delete one Collection.
     * @example
     * // Delete one Collection
     * const Collection = await prisma.collection.delete({
     *   where: {
     *     // ... filter to delete one Collection
     *   }
     * })
     *
     */
    delete<T extends CollectionDeleteArgs>(args: Prisma.SelectSubset<T, CollectionDeleteArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one Collection.
     * @param {CollectionUpdateArgs} args - Arguments to update one Collection.
     * @example
     * // Update one Collection
     * const collection = await prisma.collection.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends CollectionUpdateArgs>(args: Prisma.SelectSubset<T, CollectionUpdateArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more Collections.
     * @param {CollectionDeleteManyArgs} args - Arguments to filter Collections to delete.
     * @example
     * // Delete a few Collections
     * const { count } = await prisma.collection.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends CollectionDeleteManyArgs>(args?: Prisma.SelectSubset<T, CollectionDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more Collections.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many Collections
     * const collection = await prisma.collection.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends CollectionUpdateManyArgs>(args: Prisma.SelectSubset<T, CollectionUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more Collections and returns the data updated in the database.
     * @param {CollectionUpdateManyAndReturnArgs} args - Arguments to update many Collections.
     * @example
     * // Update many Collections
     * const collection = await prisma.collection.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more Collections and only return the `id`
     * const collectionWithIdOnly = await prisma.collection.updateManyAndReturn({
     *   select: { id: true },
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    updateManyAndReturn<T extends CollectionUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, CollectionUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one Collection.
     * @param {CollectionUpsertArgs} args - Arguments to update or create a Collection.
     * @example
     * // Update or create a Collection
     * const collection = await prisma.collection.upsert({
     *   create: {
     *     // ... data to create a Collection
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the Collection we want to update
     *   }
     * })
     */
    upsert<T extends CollectionUpsertArgs>(args: Prisma.SelectSubset<T, CollectionUpsertArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of Collections.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionCountArgs} args - Arguments to filter Collections to count.
     * @example
     * // Count the number of Collections
     * const count = await prisma.collection.count({
     *   where: {
     *     // ... the filter for the Collections we want to count
     *   }
     * })
    **/
    count<T extends CollectionCountArgs>(args?: Prisma.Subset<T, CollectionCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], CollectionCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a Collection.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
     * @example
     * // Ordered by age ascending
     * // Where email contains prisma.io
     * // Limited to the 10 users
     * const aggregations = await prisma.user.aggregate({
     *   _avg: {
     *     age: true,
     *   },
     *   where: {
     *     email: {
     *       contains: "prisma.io",
     *     },
     *   },
     *   orderBy: {
     *     age: "asc",
     *   },
     *   take: 10,
     * })
    **/
    aggregate<T extends CollectionAggregateArgs>(args: Prisma.Subset<T, CollectionAggregateArgs>): Prisma.PrismaPromise<GetCollectionAggregateType<T>>;
    /**
     * Group by Collection.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionGroupByArgs} args - Group by arguments.
     * @example
     * // Group by city, order by createdAt, get count
     * const result = await prisma.user.groupBy({
     *   by: ['city', 'createdAt'],
     *   orderBy: {
     *     createdAt: true
     *   },
     *   _count: {
     *     _all: true
     *   },
     * })
     *
    **/
    groupBy<T extends CollectionGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: CollectionGroupByArgs['orderBy'];
    } : {
        orderBy?: CollectionGroupByArgs['orderBy'];
    }, OrderFields extends Prisma.ExcludeUnderscoreKeys<Prisma.Keys<Prisma.MaybeTupleToUnion<T['orderBy']>>>, ByFields extends Prisma.MaybeTupleToUnion<T['by']>, ByValid extends Prisma.Has<ByFields, OrderFields>, HavingFields extends Prisma.GetHavingFields<T['having']>, HavingValid extends Prisma.Has<ByFields, HavingFields>, ByEmpty extends T['by'] extends never[] ? Prisma.True : Prisma.False, InputErrors extends ByEmpty extends Prisma.True ? `Error: "by" must not be empty.` : HavingValid extends Prisma.False ? {
        [P in HavingFields]: P extends ByFields ? never : P extends string ? `Error: Field "${P}" used in "having" needs to be provided in "by".` : [
            Error,
            'Field ',
            P,
            ` in "having" needs to be provided in "by"`
        ];
    }[HavingFields] : 'take' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "take", you also need to provide "orderBy"' : 'skip' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "skip", you also need to provide "orderBy"' : ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, CollectionGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetCollectionGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the Collection model
     */
    readonly fields: CollectionFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for Collection.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__CollectionClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    parent<T extends Prisma.Collection$parentArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Collection$parentArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    children<T extends Prisma.Collection$childrenArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Collection$childrenArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    spaces<T extends Prisma.Collection$spacesArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Collection$spacesArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    teamPermissions<T extends Prisma.Collection$teamPermissionsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Collection$teamPermissionsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    userPermissions<T extends Prisma.Collection$userPermissionsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Collection$userPermissionsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    /**
     * Attaches callbacks for the resolution and/or rejection of the Promise.
     * @param onfulfilled The callback to execute when the Promise is resolved.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of which ever callback is executed.
     */
    then<TResult1 = T, TResult2 = never>(onfulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | undefined | null, onrejected?: ((reason: any) => TResult2 | PromiseLike<TResult2>) | undefined | null): runtime.Types.Utils.JsPromise<TResult1 | TResult2>;
    /**
     * Attaches a callback for only the rejection of the Promise.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of the callback.
     */
    catch<TResult = never>(onrejected?: ((reason: any) => TResult | PromiseLike<TResult>) | undefined | null): runtime.Types.Utils.JsPromise<T | TResult>;
    /**
     * Attaches a callback that is invoked when the Promise is settled (fulfilled or rejected). The
     * resolved value cannot be modified from the callback.
     * @param onfinally The callback to execute when the Promise is settled (fulfilled or rejected).
     * @returns A Promise for the completion of the callback.
     */
    finally(onfinally?: (() => void) | undefined | null): runtime.Types.Utils.JsPromise<T>;
}
/**
 * Fields of the Collection model
 */
export interface CollectionFieldRefs {
    readonly id: Prisma.FieldRef<"Collection", 'String'>;
    readonly organizationId: Prisma.FieldRef<"Collection", 'String'>;
    readonly parentId: Prisma.FieldRef<"Collection", 'String'>;
    readonly title: Prisma.FieldRef<"Collection", 'String'>;
    readonly description: Prisma.FieldRef<"Collection", 'String'>;
    readonly defaultLevel: Prisma.FieldRef<"Collection", 'DefaultLevel'>;
    readonly position: Prisma.FieldRef<"Collection", 'String'>;
    readonly createdAt: Prisma.FieldRef<"Collection", 'DateTime'>;
    readonly updatedAt: Prisma.FieldRef<"Collection", 'DateTime'>;
}
/**
 * Collection findUnique
 */
export type CollectionFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    /**
     * Filter, which Collection to fetch.
     */
    where: Prisma.CollectionWhereUniqueInput;
};
/**
 * Collection findUniqueOrThrow
 */
export type CollectionFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    /**
     * Filter, which Collection to fetch.
     */
    where: Prisma.CollectionWhereUniqueInput;
};
/**
 * Collection findFirst
 */
export type CollectionFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    /**
     * Filter, which Collection to fetch.
     */
    where?: Prisma.CollectionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Collections to fetch.
     */
    orderBy?: Prisma.CollectionOrderByWithRelationInput | Prisma.CollectionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for Collections.
     */
    cursor?: Prisma.CollectionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Collections from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Collections.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Collections.
     */
    distinct?: Prisma.CollectionScalarFieldEnum | Prisma.CollectionScalarFieldEnum[];
};
/**
 * Collection findFirstOrThrow
 */
export type CollectionFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    /**
     * Filter, which Collection to fetch.
     */
    where?: Prisma.CollectionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Collections to fetch.
     */
    orderBy?: Prisma.CollectionOrderByWithRelationInput | Prisma.CollectionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for Collections.
     */
    cursor?: Prisma.CollectionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Collections from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Collections.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Collections.
     */
    distinct?: Prisma.CollectionScalarFieldEnum | Prisma.CollectionScalarFieldEnum[];
};
/**
 * Collection findMany
 */
export type CollectionFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    /**
     * Filter, which Collections to fetch.
     */
    where?: Prisma.CollectionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Collections to fetch.
     */
    orderBy?: Prisma.CollectionOrderByWithRelationInput | Prisma.CollectionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing Collections.
     */
    cursor?: Prisma.CollectionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Collections from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Collections.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Collections.
     */
    distinct?: Prisma.CollectionScalarFieldEnum | Prisma.CollectionScalarFieldEnum[];
};
/**
 * Collection create
 */
export type CollectionCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    /**
     * The data needed to create a Collection.
     */
    data: Prisma.XOR<Prisma.CollectionCreateInput, Prisma.CollectionUncheckedCreateInput>;
};
/**
 * Collection createMany
 */
export type CollectionCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many Collections.
     */
    data: Prisma.CollectionCreateManyInput | Prisma.CollectionCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * Collection createManyAndReturn
 */
export type CollectionCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * The data used to create many Collections.
     */
    data: Prisma.CollectionCreateManyInput | Prisma.CollectionCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * Collection update
 */
export type CollectionUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    /**
     * The data needed to update a Collection.
     */
    data: Prisma.XOR<Prisma.CollectionUpdateInput, Prisma.CollectionUncheckedUpdateInput>;
    /**
     * Choose, which Collection to update.
     */
    where: Prisma.CollectionWhereUniqueInput;
};
/**
 * Collection updateMany
 */
export type CollectionUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update Collections.
     */
    data: Prisma.XOR<Prisma.CollectionUpdateManyMutationInput, Prisma.CollectionUncheckedUpdateManyInput>;
    /**
     * Filter which Collections to update
     */
    where?: Prisma.CollectionWhereInput;
    /**
     * Limit how many Collections to update.
     */
    limit?: number;
};
/**
 * Collection updateManyAndReturn
 */
export type CollectionUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * The data used to update Collections.
     */
    data: Prisma.XOR<Prisma.CollectionUpdateManyMutationInput, Prisma.CollectionUncheckedUpdateManyInput>;
    /**
     * Filter which Collections to update
     */
    where?: Prisma.CollectionWhereInput;
    /**
     * Limit how many Collections to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * Collection upsert
 */
export type CollectionUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    /**
     * The filter to search for the Collection to update in case it exists.
     */
    where: Prisma.CollectionWhereUniqueInput;
    /**
     * In case the Collection found by the `where` argument doesn't exist, create a new Collection with this data.
     */
    create: Prisma.XOR<Prisma.CollectionCreateInput, Prisma.CollectionUncheckedCreateInput>;
    /**
     * In case the Collection was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.CollectionUpdateInput, Prisma.CollectionUncheckedUpdateInput>;
};
/**
 * Collection delete
 */
export type CollectionDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    /**
     * Filter which Collection to delete.
     */
    where: Prisma.CollectionWhereUniqueInput;
};
/**
 * Collection deleteMany
 */
export type CollectionDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which Collections to delete
     */
    where?: Prisma.CollectionWhereInput;
    /**
     * Limit how many Collections to delete.
     */
    limit?: number;
};
/**
 * Collection.parent
 */
export type Collection$parentArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    where?: Prisma.CollectionWhereInput;
};
/**
 * Collection.children
 */
export type Collection$childrenArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    where?: Prisma.CollectionWhereInput;
    orderBy?: Prisma.CollectionOrderByWithRelationInput | Prisma.CollectionOrderByWithRelationInput[];
    cursor?: Prisma.CollectionWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.CollectionScalarFieldEnum | Prisma.CollectionScalarFieldEnum[];
};
/**
 * Collection.spaces
 */
export type Collection$spacesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
    where?: Prisma.SpaceWhereInput;
    orderBy?: Prisma.SpaceOrderByWithRelationInput | Prisma.SpaceOrderByWithRelationInput[];
    cursor?: Prisma.SpaceWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.SpaceScalarFieldEnum | Prisma.SpaceScalarFieldEnum[];
};
/**
 * Collection.teamPermissions
 */
export type Collection$teamPermissionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CollectionTeamPermission
     */
    select?: Prisma.CollectionTeamPermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CollectionTeamPermission
     */
    omit?: Prisma.CollectionTeamPermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionTeamPermissionInclude<ExtArgs> | null;
    where?: Prisma.CollectionTeamPermissionWhereInput;
    orderBy?: Prisma.CollectionTeamPermissionOrderByWithRelationInput | Prisma.CollectionTeamPermissionOrderByWithRelationInput[];
    cursor?: Prisma.CollectionTeamPermissionWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.CollectionTeamPermissionScalarFieldEnum | Prisma.CollectionTeamPermissionScalarFieldEnum[];
};
/**
 * Collection.userPermissions
 */
export type Collection$userPermissionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CollectionUserPermission
     */
    select?: Prisma.CollectionUserPermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CollectionUserPermission
     */
    omit?: Prisma.CollectionUserPermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionUserPermissionInclude<ExtArgs> | null;
    where?: Prisma.CollectionUserPermissionWhereInput;
    orderBy?: Prisma.CollectionUserPermissionOrderByWithRelationInput | Prisma.CollectionUserPermissionOrderByWithRelationInput[];
    cursor?: Prisma.CollectionUserPermissionWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.CollectionUserPermissionScalarFieldEnum | Prisma.CollectionUserPermissionScalarFieldEnum[];
};
/**
 * Collection without action
 */
export type CollectionDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
};
