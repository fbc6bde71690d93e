import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model CollectionTeamPermission
 *
 */
export type CollectionTeamPermissionModel = runtime.Types.Result.DefaultSelection<Prisma.$CollectionTeamPermissionPayload>;
export type AggregateCollectionTeamPermission = {
    _count: CollectionTeamPermissionCountAggregateOutputType | null;
    _min: CollectionTeamPermissionMinAggregateOutputType | null;
    _max: CollectionTeamPermissionMaxAggregateOutputType | null;
};
export type CollectionTeamPermissionMinAggregateOutputType = {
    collectionId: string | null;
    teamId: string | null;
    organizationId: string | null;
    role: $Enums.MemberRole | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type CollectionTeamPermissionMaxAggregateOutputType = {
    collectionId: string | null;
    teamId: string | null;
    organizationId: string | null;
    role: $Enums.MemberRole | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type CollectionTeamPermissionCountAggregateOutputType = {
    collectionId: number;
    teamId: number;
    organizationId: number;
    role: number;
    createdAt: number;
    updatedAt: number;
    _all: number;
};
export type CollectionTeamPermissionMinAggregateInputType = {
    collectionId?: true;
    teamId?: true;
    organizationId?: true;
    role?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type CollectionTeamPermissionMaxAggregateInputType = {
    collectionId?: true;
    teamId?: true;
    organizationId?: true;
    role?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type CollectionTeamPermissionCountAggregateInputType = {
    collectionId?: true;
    teamId?: true;
    organizationId?: true;
    role?: true;
    createdAt?: true;
    updatedAt?: true;
    _all?: true;
};
export type CollectionTeamPermissionAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which CollectionTeamPermission to aggregate.
     */
    where?: Prisma.CollectionTeamPermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CollectionTeamPermissions to fetch.
     */
    orderBy?: Prisma.CollectionTeamPermissionOrderByWithRelationInput | Prisma.CollectionTeamPermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.CollectionTeamPermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CollectionTeamPermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CollectionTeamPermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned CollectionTeamPermissions
    **/
    _count?: true | CollectionTeamPermissionCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: CollectionTeamPermissionMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: CollectionTeamPermissionMaxAggregateInputType;
};
export type GetCollectionTeamPermissionAggregateType<T extends CollectionTeamPermissionAggregateArgs> = {
    [P in keyof T & keyof AggregateCollectionTeamPermission]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateCollectionTeamPermission[P]> : Prisma.GetScalarType<T[P], AggregateCollectionTeamPermission[P]>;
};
export type CollectionTeamPermissionGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CollectionTeamPermissionWhereInput;
    orderBy?: Prisma.CollectionTeamPermissionOrderByWithAggregationInput | Prisma.CollectionTeamPermissionOrderByWithAggregationInput[];
    by: Prisma.CollectionTeamPermissionScalarFieldEnum[] | Prisma.CollectionTeamPermissionScalarFieldEnum;
    having?: Prisma.CollectionTeamPermissionScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: CollectionTeamPermissionCountAggregateInputType | true;
    _min?: CollectionTeamPermissionMinAggregateInputType;
    _max?: CollectionTeamPermissionMaxAggregateInputType;
};
export type CollectionTeamPermissionGroupByOutputType = {
    collectionId: string;
    teamId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt: Date;
    updatedAt: Date;
    _count: CollectionTeamPermissionCountAggregateOutputType | null;
    _min: CollectionTeamPermissionMinAggregateOutputType | null;
    _max: CollectionTeamPermissionMaxAggregateOutputType | null;
};
export type GetCollectionTeamPermissionGroupByPayload<T extends CollectionTeamPermissionGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<CollectionTeamPermissionGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof CollectionTeamPermissionGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], CollectionTeamPermissionGroupByOutputType[P]> : Prisma.GetScalarType<T[P], CollectionTeamPermissionGroupByOutputType[P]>;
}>>;
export type CollectionTeamPermissionWhereInput = {
    AND?: Prisma.CollectionTeamPermissionWhereInput | Prisma.CollectionTeamPermissionWhereInput[];
    OR?: Prisma.CollectionTeamPermissionWhereInput[];
    NOT?: Prisma.CollectionTeamPermissionWhereInput | Prisma.CollectionTeamPermissionWhereInput[];
    collectionId?: Prisma.StringFilter<"CollectionTeamPermission"> | string;
    teamId?: Prisma.StringFilter<"CollectionTeamPermission"> | string;
    organizationId?: Prisma.StringFilter<"CollectionTeamPermission"> | string;
    role?: Prisma.EnumMemberRoleFilter<"CollectionTeamPermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFilter<"CollectionTeamPermission"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"CollectionTeamPermission"> | Date | string;
    collection?: Prisma.XOR<Prisma.CollectionScalarRelationFilter, Prisma.CollectionWhereInput>;
};
export type CollectionTeamPermissionOrderByWithRelationInput = {
    collectionId?: Prisma.SortOrder;
    teamId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    collection?: Prisma.CollectionOrderByWithRelationInput;
};
export type CollectionTeamPermissionWhereUniqueInput = Prisma.AtLeast<{
    collectionId_teamId?: Prisma.CollectionTeamPermissionCollectionIdTeamIdCompoundUniqueInput;
    AND?: Prisma.CollectionTeamPermissionWhereInput | Prisma.CollectionTeamPermissionWhereInput[];
    OR?: Prisma.CollectionTeamPermissionWhereInput[];
    NOT?: Prisma.CollectionTeamPermissionWhereInput | Prisma.CollectionTeamPermissionWhereInput[];
    collectionId?: Prisma.StringFilter<"CollectionTeamPermission"> | string;
    teamId?: Prisma.StringFilter<"CollectionTeamPermission"> | string;
    organizationId?: Prisma.StringFilter<"CollectionTeamPermission"> | string;
    role?: Prisma.EnumMemberRoleFilter<"CollectionTeamPermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFilter<"CollectionTeamPermission"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"CollectionTeamPermission"> | Date | string;
    collection?: Prisma.XOR<Prisma.CollectionScalarRelationFilter, Prisma.CollectionWhereInput>;
}, "collectionId_teamId">;
export type CollectionTeamPermissionOrderByWithAggregationInput = {
    collectionId?: Prisma.SortOrder;
    teamId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    _count?: Prisma.CollectionTeamPermissionCountOrderByAggregateInput;
    _max?: Prisma.CollectionTeamPermissionMaxOrderByAggregateInput;
    _min?: Prisma.CollectionTeamPermissionMinOrderByAggregateInput;
};
export type CollectionTeamPermissionScalarWhereWithAggregatesInput = {
    AND?: Prisma.CollectionTeamPermissionScalarWhereWithAggregatesInput | Prisma.CollectionTeamPermissionScalarWhereWithAggregatesInput[];
    OR?: Prisma.CollectionTeamPermissionScalarWhereWithAggregatesInput[];
    NOT?: Prisma.CollectionTeamPermissionScalarWhereWithAggregatesInput | Prisma.CollectionTeamPermissionScalarWhereWithAggregatesInput[];
    collectionId?: Prisma.StringWithAggregatesFilter<"CollectionTeamPermission"> | string;
    teamId?: Prisma.StringWithAggregatesFilter<"CollectionTeamPermission"> | string;
    organizationId?: Prisma.StringWithAggregatesFilter<"CollectionTeamPermission"> | string;
    role?: Prisma.EnumMemberRoleWithAggregatesFilter<"CollectionTeamPermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"CollectionTeamPermission"> | Date | string;
    updatedAt?: Prisma.DateTimeWithAggregatesFilter<"CollectionTeamPermission"> | Date | string;
};
export type CollectionTeamPermissionCreateInput = {
    teamId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    collection: Prisma.CollectionCreateNestedOneWithoutTeamPermissionsInput;
};
export type CollectionTeamPermissionUncheckedCreateInput = {
    collectionId: string;
    teamId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionTeamPermissionUpdateInput = {
    teamId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    collection?: Prisma.CollectionUpdateOneRequiredWithoutTeamPermissionsNestedInput;
};
export type CollectionTeamPermissionUncheckedUpdateInput = {
    collectionId?: Prisma.StringFieldUpdateOperationsInput | string;
    teamId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionTeamPermissionCreateManyInput = {
    collectionId: string;
    teamId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionTeamPermissionUpdateManyMutationInput = {
    teamId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionTeamPermissionUncheckedUpdateManyInput = {
    collectionId?: Prisma.StringFieldUpdateOperationsInput | string;
    teamId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionTeamPermissionListRelationFilter = {
    every?: Prisma.CollectionTeamPermissionWhereInput;
    some?: Prisma.CollectionTeamPermissionWhereInput;
    none?: Prisma.CollectionTeamPermissionWhereInput;
};
export type CollectionTeamPermissionOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type CollectionTeamPermissionCollectionIdTeamIdCompoundUniqueInput = {
    collectionId: string;
    teamId: string;
};
export type CollectionTeamPermissionCountOrderByAggregateInput = {
    collectionId?: Prisma.SortOrder;
    teamId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type CollectionTeamPermissionMaxOrderByAggregateInput = {
    collectionId?: Prisma.SortOrder;
    teamId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type CollectionTeamPermissionMinOrderByAggregateInput = {
    collectionId?: Prisma.SortOrder;
    teamId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type CollectionTeamPermissionCreateNestedManyWithoutCollectionInput = {
    create?: Prisma.XOR<Prisma.CollectionTeamPermissionCreateWithoutCollectionInput, Prisma.CollectionTeamPermissionUncheckedCreateWithoutCollectionInput> | Prisma.CollectionTeamPermissionCreateWithoutCollectionInput[] | Prisma.CollectionTeamPermissionUncheckedCreateWithoutCollectionInput[];
    connectOrCreate?: Prisma.CollectionTeamPermissionCreateOrConnectWithoutCollectionInput | Prisma.CollectionTeamPermissionCreateOrConnectWithoutCollectionInput[];
    createMany?: Prisma.CollectionTeamPermissionCreateManyCollectionInputEnvelope;
    connect?: Prisma.CollectionTeamPermissionWhereUniqueInput | Prisma.CollectionTeamPermissionWhereUniqueInput[];
};
export type CollectionTeamPermissionUncheckedCreateNestedManyWithoutCollectionInput = {
    create?: Prisma.XOR<Prisma.CollectionTeamPermissionCreateWithoutCollectionInput, Prisma.CollectionTeamPermissionUncheckedCreateWithoutCollectionInput> | Prisma.CollectionTeamPermissionCreateWithoutCollectionInput[] | Prisma.CollectionTeamPermissionUncheckedCreateWithoutCollectionInput[];
    connectOrCreate?: Prisma.CollectionTeamPermissionCreateOrConnectWithoutCollectionInput | Prisma.CollectionTeamPermissionCreateOrConnectWithoutCollectionInput[];
    createMany?: Prisma.CollectionTeamPermissionCreateManyCollectionInputEnvelope;
    connect?: Prisma.CollectionTeamPermissionWhereUniqueInput | Prisma.CollectionTeamPermissionWhereUniqueInput[];
};
export type CollectionTeamPermissionUpdateManyWithoutCollectionNestedInput = {
    create?: Prisma.XOR<Prisma.CollectionTeamPermissionCreateWithoutCollectionInput, Prisma.CollectionTeamPermissionUncheckedCreateWithoutCollectionInput> | Prisma.CollectionTeamPermissionCreateWithoutCollectionInput[] | Prisma.CollectionTeamPermissionUncheckedCreateWithoutCollectionInput[];
    connectOrCreate?: Prisma.CollectionTeamPermissionCreateOrConnectWithoutCollectionInput | Prisma.CollectionTeamPermissionCreateOrConnectWithoutCollectionInput[];
    upsert?: Prisma.CollectionTeamPermissionUpsertWithWhereUniqueWithoutCollectionInput | Prisma.CollectionTeamPermissionUpsertWithWhereUniqueWithoutCollectionInput[];
    createMany?: Prisma.CollectionTeamPermissionCreateManyCollectionInputEnvelope;
    set?: Prisma.CollectionTeamPermissionWhereUniqueInput | Prisma.CollectionTeamPermissionWhereUniqueInput[];
    disconnect?: Prisma.CollectionTeamPermissionWhereUniqueInput | Prisma.CollectionTeamPermissionWhereUniqueInput[];
    delete?: Prisma.CollectionTeamPermissionWhereUniqueInput | Prisma.CollectionTeamPermissionWhereUniqueInput[];
    connect?: Prisma.CollectionTeamPermissionWhereUniqueInput | Prisma.CollectionTeamPermissionWhereUniqueInput[];
    update?: Prisma.CollectionTeamPermissionUpdateWithWhereUniqueWithoutCollectionInput | Prisma.CollectionTeamPermissionUpdateWithWhereUniqueWithoutCollectionInput[];
    updateMany?: Prisma.CollectionTeamPermissionUpdateManyWithWhereWithoutCollectionInput | Prisma.CollectionTeamPermissionUpdateManyWithWhereWithoutCollectionInput[];
    deleteMany?: Prisma.CollectionTeamPermissionScalarWhereInput | Prisma.CollectionTeamPermissionScalarWhereInput[];
};
export type CollectionTeamPermissionUncheckedUpdateManyWithoutCollectionNestedInput = {
    create?: Prisma.XOR<Prisma.CollectionTeamPermissionCreateWithoutCollectionInput, Prisma.CollectionTeamPermissionUncheckedCreateWithoutCollectionInput> | Prisma.CollectionTeamPermissionCreateWithoutCollectionInput[] | Prisma.CollectionTeamPermissionUncheckedCreateWithoutCollectionInput[];
    connectOrCreate?: Prisma.CollectionTeamPermissionCreateOrConnectWithoutCollectionInput | Prisma.CollectionTeamPermissionCreateOrConnectWithoutCollectionInput[];
    upsert?: Prisma.CollectionTeamPermissionUpsertWithWhereUniqueWithoutCollectionInput | Prisma.CollectionTeamPermissionUpsertWithWhereUniqueWithoutCollectionInput[];
    createMany?: Prisma.CollectionTeamPermissionCreateManyCollectionInputEnvelope;
    set?: Prisma.CollectionTeamPermissionWhereUniqueInput | Prisma.CollectionTeamPermissionWhereUniqueInput[];
    disconnect?: Prisma.CollectionTeamPermissionWhereUniqueInput | Prisma.CollectionTeamPermissionWhereUniqueInput[];
    delete?: Prisma.CollectionTeamPermissionWhereUniqueInput | Prisma.CollectionTeamPermissionWhereUniqueInput[];
    connect?: Prisma.CollectionTeamPermissionWhereUniqueInput | Prisma.CollectionTeamPermissionWhereUniqueInput[];
    update?: Prisma.CollectionTeamPermissionUpdateWithWhereUniqueWithoutCollectionInput | Prisma.CollectionTeamPermissionUpdateWithWhereUniqueWithoutCollectionInput[];
    updateMany?: Prisma.CollectionTeamPermissionUpdateManyWithWhereWithoutCollectionInput | Prisma.CollectionTeamPermissionUpdateManyWithWhereWithoutCollectionInput[];
    deleteMany?: Prisma.CollectionTeamPermissionScalarWhereInput | Prisma.CollectionTeamPermissionScalarWhereInput[];
};
export type EnumMemberRoleFieldUpdateOperationsInput = {
    set?: $Enums.MemberRole;
};
export type CollectionTeamPermissionCreateWithoutCollectionInput = {
    teamId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionTeamPermissionUncheckedCreateWithoutCollectionInput = {
    teamId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionTeamPermissionCreateOrConnectWithoutCollectionInput = {
    where: Prisma.CollectionTeamPermissionWhereUniqueInput;
    create: Prisma.XOR<Prisma.CollectionTeamPermissionCreateWithoutCollectionInput, Prisma.CollectionTeamPermissionUncheckedCreateWithoutCollectionInput>;
};
export type CollectionTeamPermissionCreateManyCollectionInputEnvelope = {
    data: Prisma.CollectionTeamPermissionCreateManyCollectionInput | Prisma.CollectionTeamPermissionCreateManyCollectionInput[];
    skipDuplicates?: boolean;
};
export type CollectionTeamPermissionUpsertWithWhereUniqueWithoutCollectionInput = {
    where: Prisma.CollectionTeamPermissionWhereUniqueInput;
    update: Prisma.XOR<Prisma.CollectionTeamPermissionUpdateWithoutCollectionInput, Prisma.CollectionTeamPermissionUncheckedUpdateWithoutCollectionInput>;
    create: Prisma.XOR<Prisma.CollectionTeamPermissionCreateWithoutCollectionInput, Prisma.CollectionTeamPermissionUncheckedCreateWithoutCollectionInput>;
};
export type CollectionTeamPermissionUpdateWithWhereUniqueWithoutCollectionInput = {
    where: Prisma.CollectionTeamPermissionWhereUniqueInput;
    data: Prisma.XOR<Prisma.CollectionTeamPermissionUpdateWithoutCollectionInput, Prisma.CollectionTeamPermissionUncheckedUpdateWithoutCollectionInput>;
};
export type CollectionTeamPermissionUpdateManyWithWhereWithoutCollectionInput = {
    where: Prisma.CollectionTeamPermissionScalarWhereInput;
    data: Prisma.XOR<Prisma.CollectionTeamPermissionUpdateManyMutationInput, Prisma.CollectionTeamPermissionUncheckedUpdateManyWithoutCollectionInput>;
};
export type CollectionTeamPermissionScalarWhereInput = {
    AND?: Prisma.CollectionTeamPermissionScalarWhereInput | Prisma.CollectionTeamPermissionScalarWhereInput[];
    OR?: Prisma.CollectionTeamPermissionScalarWhereInput[];
    NOT?: Prisma.CollectionTeamPermissionScalarWhereInput | Prisma.CollectionTeamPermissionScalarWhereInput[];
    collectionId?: Prisma.StringFilter<"CollectionTeamPermission"> | string;
    teamId?: Prisma.StringFilter<"CollectionTeamPermission"> | string;
    organizationId?: Prisma.StringFilter<"CollectionTeamPermission"> | string;
    role?: Prisma.EnumMemberRoleFilter<"CollectionTeamPermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFilter<"CollectionTeamPermission"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"CollectionTeamPermission"> | Date | string;
};
export type CollectionTeamPermissionCreateManyCollectionInput = {
    teamId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionTeamPermissionUpdateWithoutCollectionInput = {
    teamId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionTeamPermissionUncheckedUpdateWithoutCollectionInput = {
    teamId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionTeamPermissionUncheckedUpdateManyWithoutCollectionInput = {
    teamId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionTeamPermissionSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    collectionId?: boolean;
    teamId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["collectionTeamPermission"]>;
export type CollectionTeamPermissionSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    collectionId?: boolean;
    teamId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["collectionTeamPermission"]>;
export type CollectionTeamPermissionSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    collectionId?: boolean;
    teamId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["collectionTeamPermission"]>;
export type CollectionTeamPermissionSelectScalar = {
    collectionId?: boolean;
    teamId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
};
export type CollectionTeamPermissionOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"collectionId" | "teamId" | "organizationId" | "role" | "createdAt" | "updatedAt", ExtArgs["result"]["collectionTeamPermission"]>;
export type CollectionTeamPermissionInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
};
export type CollectionTeamPermissionIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
};
export type CollectionTeamPermissionIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
};
export type $CollectionTeamPermissionPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "CollectionTeamPermission";
    objects: {
        collection: Prisma.$CollectionPayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        collectionId: string;
        teamId: string;
        organizationId: string;
        role: $Enums.MemberRole;
        createdAt: Date;
        updatedAt: Date;
    }, ExtArgs["result"]["collectionTeamPermission"]>;
    composites: {};
};
export type CollectionTeamPermissionGetPayload<S extends boolean | null | undefined | CollectionTeamPermissionDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload, S>;
export type CollectionTeamPermissionCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<CollectionTeamPermissionFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: CollectionTeamPermissionCountAggregateInputType | true;
};
export interface CollectionTeamPermissionDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['CollectionTeamPermission'];
        meta: {
            name: 'CollectionTeamPermission';
        };
    };
    /**
     * Find zero or one CollectionTeamPermission that matches the filter.
     * @param {CollectionTeamPermissionFindUniqueArgs} args - Arguments to find a CollectionTeamPermission
     * @example
     * // Get one CollectionTeamPermission
     * const collectionTeamPermission = await prisma.collectionTeamPermission.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends CollectionTeamPermissionFindUniqueArgs>(args: Prisma.SelectSubset<T, CollectionTeamPermissionFindUniqueArgs<ExtArgs>>): Prisma.Prisma__CollectionTeamPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one CollectionTeamPermission that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {CollectionTeamPermissionFindUniqueOrThrowArgs} args - Arguments to find a CollectionTeamPermission
     * @example
     * // Get one CollectionTeamPermission
     * const collectionTeamPermission = await prisma.collectionTeamPermission.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends CollectionTeamPermissionFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, CollectionTeamPermissionFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__CollectionTeamPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first CollectionTeamPermission that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionTeamPermissionFindFirstArgs} args - Arguments to find a CollectionTeamPermission
     * @example
     * // Get one CollectionTeamPermission
     * const collectionTeamPermission = await prisma.collectionTeamPermission.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends CollectionTeamPermissionFindFirstArgs>(args?: Prisma.SelectSubset<T, CollectionTeamPermissionFindFirstArgs<ExtArgs>>): Prisma.Prisma__CollectionTeamPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first CollectionTeamPermission that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionTeamPermissionFindFirstOrThrowArgs} args - Arguments to find a CollectionTeamPermission
     * @example
     * // Get one CollectionTeamPermission
     * const collectionTeamPermission = await prisma.collectionTeamPermission.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends CollectionTeamPermissionFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, CollectionTeamPermissionFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__CollectionTeamPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more CollectionTeamPermissions that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionTeamPermissionFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all CollectionTeamPermissions
     * const collectionTeamPermissions = await prisma.collectionTeamPermission.findMany()
     *
     * // Get first 10 CollectionTeamPermissions
     * const collectionTeamPermissions = await prisma.collectionTeamPermission.findMany({ take: 10 })
     *
     * // Only select the `collectionId`
     * const collectionTeamPermissionWithCollectionIdOnly = await prisma.collectionTeamPermission.findMany({ select: { collectionId: true } })
     *
     */
    findMany<T extends CollectionTeamPermissionFindManyArgs>(args?: Prisma.SelectSubset<T, CollectionTeamPermissionFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a CollectionTeamPermission.
     * @param {CollectionTeamPermissionCreateArgs} args - Arguments to create a CollectionTeamPermission.
     * @example
     * // Create one CollectionTeamPermission
     * const CollectionTeamPermission = await prisma.collectionTeamPermission.create({
     *   data: {
     *     // ... data to create a CollectionTeamPermission
     *   }
     * })
     *
     */
    create<T extends CollectionTeamPermissionCreateArgs>(args: Prisma.SelectSubset<T, CollectionTeamPermissionCreateArgs<ExtArgs>>): Prisma.Prisma__CollectionTeamPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many CollectionTeamPermissions.
     * @param {CollectionTeamPermissionCreateManyArgs} args - Arguments to create many CollectionTeamPermissions.
     * @example
     * // Create many CollectionTeamPermissions
     * const collectionTeamPermission = await prisma.collectionTeamPermission.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends CollectionTeamPermissionCreateManyArgs>(args?: Prisma.SelectSubset<T, CollectionTeamPermissionCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many CollectionTeamPermissions and returns the data saved in the database.
     * @param {CollectionTeamPermissionCreateManyAndReturnArgs} args - Arguments to create many CollectionTeamPermissions.
     * @example
     * // Create many CollectionTeamPermissions
     * const collectionTeamPermission = await prisma.collectionTeamPermission.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many CollectionTeamPermissions and only return the `collectionId`
     * const collectionTeamPermissionWithCollectionIdOnly = await prisma.collectionTeamPermission.createManyAndReturn({
     *   select: { collectionId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends CollectionTeamPermissionCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, CollectionTeamPermissionCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a CollectionTeamPermission.
     * @param {CollectionTeamPermissionDeleteArgs} args - Arguments to delete one CollectionTeamPermission.
     * @example
     * // Delete one CollectionTeamPermission
     * const CollectionTeamPermission = await prisma.collectionTeamPermission.delete({
     *   where: {
     *     // ... filter to delete one CollectionTeamPermission
     *   }
     * })
     *
     */
    delete<T extends CollectionTeamPermissionDeleteArgs>(args: Prisma.SelectSubset<T, CollectionTeamPermissionDeleteArgs<ExtArgs>>): Prisma.Prisma__CollectionTeamPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one CollectionTeamPermission.
     * @param {CollectionTeamPermissionUpdateArgs} args - Arguments to update one CollectionTeamPermission.
     * @example
     * // Update one CollectionTeamPermission
     * const collectionTeamPermission = await prisma.collectionTeamPermission.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends CollectionTeamPermissionUpdateArgs>(args: Prisma.SelectSubset<T, CollectionTeamPermissionUpdateArgs<ExtArgs>>): Prisma.Prisma__CollectionTeamPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more CollectionTeamPermissions.
     * @param {CollectionTeamPermissionDeleteManyArgs} args - Arguments to filter CollectionTeamPermissions to delete.
     * @example
     * // Delete a few CollectionTeamPermissions
     * const { count } = await prisma.collectionTeamPermission.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends CollectionTeamPermissionDeleteManyArgs>(args?: Prisma.SelectSubset<T, CollectionTeamPermissionDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more CollectionTeamPermissions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionTeamPermissionUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many CollectionTeamPermissions
     * const collectionTeamPermission = await prisma.collectionTeamPermission.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends CollectionTeamPermissionUpdateManyArgs>(args: Prisma.SelectSubset<T, CollectionTeamPermissionUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more CollectionTeamPermissions and returns the data updated in the database.
     * @param {CollectionTeamPermissionUpdateManyAndReturnArgs} args - Arguments to update many CollectionTeamPermissions.
     * @example
     * // Update many CollectionTeamPermissions
     * const collectionTeamPermission = await prisma.collectionTeamPermission.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more CollectionTeamPermissions and only return the `collectionId`
     * const collectionTeamPermissionWithCollectionIdOnly = await prisma.collectionTeamPermission.updateManyAndReturn({
     *   select: { collectionId: true },
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
    updateManyAndReturn<T extends CollectionTeamPermissionUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, CollectionTeamPermissionUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one CollectionTeamPermission.
     * @param {CollectionTeamPermissionUpsertArgs} args - Arguments to update or create a CollectionTeamPermission.
     * @example
     * // Update or create a CollectionTeamPermission
     * const collectionTeamPermission = await prisma.collectionTeamPermission.upsert({
     *   create: {
     *     // ... data to create a CollectionTeamPermission
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the CollectionTeamPermission we want to update
     *   }
     * })
     */
    upsert<T extends CollectionTeamPermissionUpsertArgs>(args: Prisma.SelectSubset<T, CollectionTeamPermissionUpsertArgs<ExtArgs>>): Prisma.Prisma__CollectionTeamPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionTeamPermissionPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of CollectionTeamPermissions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionTeamPermissionCountArgs} args - Arguments to filter CollectionTeamPermissions to count.
     * @example
     * // Count the number of CollectionTeamPermissions
     * const count = await prisma.collectionTeamPermission.count({
     *   where: {
     *     // ... the filter for the CollectionTeamPermissions we want to count
     *   }
     * })
    **/
    count<T extends CollectionTeamPermissionCountArgs>(args?: Prisma.Subset<T, CollectionTeamPermissionCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], CollectionTeamPermissionCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a CollectionTeamPermission.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionTeamPermissionAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends CollectionTeamPermissionAggregateArgs>(args: Prisma.Subset<T, CollectionTeamPermissionAggregateArgs>): Prisma.PrismaPromise<GetCollectionTeamPermissionAggregateType<T>>;
    /**
     * Group by CollectionTeamPermission.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionTeamPermissionGroupByArgs} args - Group by arguments.
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
    groupBy<T extends CollectionTeamPermissionGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: CollectionTeamPermissionGroupByArgs['orderBy'];
    } : {
        orderBy?: CollectionTeamPermissionGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, CollectionTeamPermissionGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetCollectionTeamPermissionGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the CollectionTeamPermission model
     */
    readonly fields: CollectionTeamPermissionFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for CollectionTeamPermission.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__CollectionTeamPermissionClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    collection<T extends Prisma.CollectionDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.CollectionDefaultArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
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
 * Fields of the CollectionTeamPermission model
 */
export interface CollectionTeamPermissionFieldRefs {
    readonly collectionId: Prisma.FieldRef<"CollectionTeamPermission", 'String'>;
    readonly teamId: Prisma.FieldRef<"CollectionTeamPermission", 'String'>;
    readonly organizationId: Prisma.FieldRef<"CollectionTeamPermission", 'String'>;
    readonly role: Prisma.FieldRef<"CollectionTeamPermission", 'MemberRole'>;
    readonly createdAt: Prisma.FieldRef<"CollectionTeamPermission", 'DateTime'>;
    readonly updatedAt: Prisma.FieldRef<"CollectionTeamPermission", 'DateTime'>;
}
/**
 * CollectionTeamPermission findUnique
 */
export type CollectionTeamPermissionFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which CollectionTeamPermission to fetch.
     */
    where: Prisma.CollectionTeamPermissionWhereUniqueInput;
};
/**
 * CollectionTeamPermission findUniqueOrThrow
 */
export type CollectionTeamPermissionFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which CollectionTeamPermission to fetch.
     */
    where: Prisma.CollectionTeamPermissionWhereUniqueInput;
};
/**
 * CollectionTeamPermission findFirst
 */
export type CollectionTeamPermissionFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which CollectionTeamPermission to fetch.
     */
    where?: Prisma.CollectionTeamPermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CollectionTeamPermissions to fetch.
     */
    orderBy?: Prisma.CollectionTeamPermissionOrderByWithRelationInput | Prisma.CollectionTeamPermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for CollectionTeamPermissions.
     */
    cursor?: Prisma.CollectionTeamPermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CollectionTeamPermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CollectionTeamPermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CollectionTeamPermissions.
     */
    distinct?: Prisma.CollectionTeamPermissionScalarFieldEnum | Prisma.CollectionTeamPermissionScalarFieldEnum[];
};
/**
 * CollectionTeamPermission findFirstOrThrow
 */
export type CollectionTeamPermissionFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which CollectionTeamPermission to fetch.
     */
    where?: Prisma.CollectionTeamPermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CollectionTeamPermissions to fetch.
     */
    orderBy?: Prisma.CollectionTeamPermissionOrderByWithRelationInput | Prisma.CollectionTeamPermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for CollectionTeamPermissions.
     */
    cursor?: Prisma.CollectionTeamPermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CollectionTeamPermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CollectionTeamPermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CollectionTeamPermissions.
     */
    distinct?: Prisma.CollectionTeamPermissionScalarFieldEnum | Prisma.CollectionTeamPermissionScalarFieldEnum[];
};
/**
 * CollectionTeamPermission findMany
 */
export type CollectionTeamPermissionFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which CollectionTeamPermissions to fetch.
     */
    where?: Prisma.CollectionTeamPermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CollectionTeamPermissions to fetch.
     */
    orderBy?: Prisma.CollectionTeamPermissionOrderByWithRelationInput | Prisma.CollectionTeamPermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing CollectionTeamPermissions.
     */
    cursor?: Prisma.CollectionTeamPermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CollectionTeamPermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CollectionTeamPermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CollectionTeamPermissions.
     */
    distinct?: Prisma.CollectionTeamPermissionScalarFieldEnum | Prisma.CollectionTeamPermissionScalarFieldEnum[];
};
/**
 * CollectionTeamPermission create
 */
export type CollectionTeamPermissionCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The data needed to create a CollectionTeamPermission.
     */
    data: Prisma.XOR<Prisma.CollectionTeamPermissionCreateInput, Prisma.CollectionTeamPermissionUncheckedCreateInput>;
};
/**
 * CollectionTeamPermission createMany
 */
export type CollectionTeamPermissionCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many CollectionTeamPermissions.
     */
    data: Prisma.CollectionTeamPermissionCreateManyInput | Prisma.CollectionTeamPermissionCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * CollectionTeamPermission createManyAndReturn
 */
export type CollectionTeamPermissionCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CollectionTeamPermission
     */
    select?: Prisma.CollectionTeamPermissionSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the CollectionTeamPermission
     */
    omit?: Prisma.CollectionTeamPermissionOmit<ExtArgs> | null;
    /**
     * The data used to create many CollectionTeamPermissions.
     */
    data: Prisma.CollectionTeamPermissionCreateManyInput | Prisma.CollectionTeamPermissionCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionTeamPermissionIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * CollectionTeamPermission update
 */
export type CollectionTeamPermissionUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The data needed to update a CollectionTeamPermission.
     */
    data: Prisma.XOR<Prisma.CollectionTeamPermissionUpdateInput, Prisma.CollectionTeamPermissionUncheckedUpdateInput>;
    /**
     * Choose, which CollectionTeamPermission to update.
     */
    where: Prisma.CollectionTeamPermissionWhereUniqueInput;
};
/**
 * CollectionTeamPermission updateMany
 */
export type CollectionTeamPermissionUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update CollectionTeamPermissions.
     */
    data: Prisma.XOR<Prisma.CollectionTeamPermissionUpdateManyMutationInput, Prisma.CollectionTeamPermissionUncheckedUpdateManyInput>;
    /**
     * Filter which CollectionTeamPermissions to update
     */
    where?: Prisma.CollectionTeamPermissionWhereInput;
    /**
     * Limit how many CollectionTeamPermissions to update.
     */
    limit?: number;
};
/**
 * CollectionTeamPermission updateManyAndReturn
 */
export type CollectionTeamPermissionUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CollectionTeamPermission
     */
    select?: Prisma.CollectionTeamPermissionSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the CollectionTeamPermission
     */
    omit?: Prisma.CollectionTeamPermissionOmit<ExtArgs> | null;
    /**
     * The data used to update CollectionTeamPermissions.
     */
    data: Prisma.XOR<Prisma.CollectionTeamPermissionUpdateManyMutationInput, Prisma.CollectionTeamPermissionUncheckedUpdateManyInput>;
    /**
     * Filter which CollectionTeamPermissions to update
     */
    where?: Prisma.CollectionTeamPermissionWhereInput;
    /**
     * Limit how many CollectionTeamPermissions to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionTeamPermissionIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * CollectionTeamPermission upsert
 */
export type CollectionTeamPermissionUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The filter to search for the CollectionTeamPermission to update in case it exists.
     */
    where: Prisma.CollectionTeamPermissionWhereUniqueInput;
    /**
     * In case the CollectionTeamPermission found by the `where` argument doesn't exist, create a new CollectionTeamPermission with this data.
     */
    create: Prisma.XOR<Prisma.CollectionTeamPermissionCreateInput, Prisma.CollectionTeamPermissionUncheckedCreateInput>;
    /**
     * In case the CollectionTeamPermission was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.CollectionTeamPermissionUpdateInput, Prisma.CollectionTeamPermissionUncheckedUpdateInput>;
};
/**
 * CollectionTeamPermission delete
 */
export type CollectionTeamPermissionDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter which CollectionTeamPermission to delete.
     */
    where: Prisma.CollectionTeamPermissionWhereUniqueInput;
};
/**
 * CollectionTeamPermission deleteMany
 */
export type CollectionTeamPermissionDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which CollectionTeamPermissions to delete
     */
    where?: Prisma.CollectionTeamPermissionWhereInput;
    /**
     * Limit how many CollectionTeamPermissions to delete.
     */
    limit?: number;
};
/**
 * CollectionTeamPermission without action
 */
export type CollectionTeamPermissionDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
};
