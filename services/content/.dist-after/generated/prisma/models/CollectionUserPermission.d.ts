import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model CollectionUserPermission
 *
 */
export type CollectionUserPermissionModel = runtime.Types.Result.DefaultSelection<Prisma.$CollectionUserPermissionPayload>;
export type AggregateCollectionUserPermission = {
    _count: CollectionUserPermissionCountAggregateOutputType | null;
    _min: CollectionUserPermissionMinAggregateOutputType | null;
    _max: CollectionUserPermissionMaxAggregateOutputType | null;
};
export type CollectionUserPermissionMinAggregateOutputType = {
    collectionId: string | null;
    userId: string | null;
    organizationId: string | null;
    role: $Enums.MemberRole | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type CollectionUserPermissionMaxAggregateOutputType = {
    collectionId: string | null;
    userId: string | null;
    organizationId: string | null;
    role: $Enums.MemberRole | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type CollectionUserPermissionCountAggregateOutputType = {
    collectionId: number;
    userId: number;
    organizationId: number;
    role: number;
    createdAt: number;
    updatedAt: number;
    _all: number;
};
export type CollectionUserPermissionMinAggregateInputType = {
    collectionId?: true;
    userId?: true;
    organizationId?: true;
    role?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type CollectionUserPermissionMaxAggregateInputType = {
    collectionId?: true;
    userId?: true;
    organizationId?: true;
    role?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type CollectionUserPermissionCountAggregateInputType = {
    collectionId?: true;
    userId?: true;
    organizationId?: true;
    role?: true;
    createdAt?: true;
    updatedAt?: true;
    _all?: true;
};
export type CollectionUserPermissionAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which CollectionUserPermission to aggregate.
     */
    where?: Prisma.CollectionUserPermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CollectionUserPermissions to fetch.
     */
    orderBy?: Prisma.CollectionUserPermissionOrderByWithRelationInput | Prisma.CollectionUserPermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.CollectionUserPermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CollectionUserPermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CollectionUserPermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned CollectionUserPermissions
    **/
    _count?: true | CollectionUserPermissionCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: CollectionUserPermissionMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: CollectionUserPermissionMaxAggregateInputType;
};
export type GetCollectionUserPermissionAggregateType<T extends CollectionUserPermissionAggregateArgs> = {
    [P in keyof T & keyof AggregateCollectionUserPermission]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateCollectionUserPermission[P]> : Prisma.GetScalarType<T[P], AggregateCollectionUserPermission[P]>;
};
export type CollectionUserPermissionGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CollectionUserPermissionWhereInput;
    orderBy?: Prisma.CollectionUserPermissionOrderByWithAggregationInput | Prisma.CollectionUserPermissionOrderByWithAggregationInput[];
    by: Prisma.CollectionUserPermissionScalarFieldEnum[] | Prisma.CollectionUserPermissionScalarFieldEnum;
    having?: Prisma.CollectionUserPermissionScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: CollectionUserPermissionCountAggregateInputType | true;
    _min?: CollectionUserPermissionMinAggregateInputType;
    _max?: CollectionUserPermissionMaxAggregateInputType;
};
export type CollectionUserPermissionGroupByOutputType = {
    collectionId: string;
    userId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt: Date;
    updatedAt: Date;
    _count: CollectionUserPermissionCountAggregateOutputType | null;
    _min: CollectionUserPermissionMinAggregateOutputType | null;
    _max: CollectionUserPermissionMaxAggregateOutputType | null;
};
export type GetCollectionUserPermissionGroupByPayload<T extends CollectionUserPermissionGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<CollectionUserPermissionGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof CollectionUserPermissionGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], CollectionUserPermissionGroupByOutputType[P]> : Prisma.GetScalarType<T[P], CollectionUserPermissionGroupByOutputType[P]>;
}>>;
export type CollectionUserPermissionWhereInput = {
    AND?: Prisma.CollectionUserPermissionWhereInput | Prisma.CollectionUserPermissionWhereInput[];
    OR?: Prisma.CollectionUserPermissionWhereInput[];
    NOT?: Prisma.CollectionUserPermissionWhereInput | Prisma.CollectionUserPermissionWhereInput[];
    collectionId?: Prisma.StringFilter<"CollectionUserPermission"> | string;
    userId?: Prisma.StringFilter<"CollectionUserPermission"> | string;
    organizationId?: Prisma.StringFilter<"CollectionUserPermission"> | string;
    role?: Prisma.EnumMemberRoleFilter<"CollectionUserPermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFilter<"CollectionUserPermission"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"CollectionUserPermission"> | Date | string;
    collection?: Prisma.XOR<Prisma.CollectionScalarRelationFilter, Prisma.CollectionWhereInput>;
};
export type CollectionUserPermissionOrderByWithRelationInput = {
    collectionId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    collection?: Prisma.CollectionOrderByWithRelationInput;
};
export type CollectionUserPermissionWhereUniqueInput = Prisma.AtLeast<{
    collectionId_userId?: Prisma.CollectionUserPermissionCollectionIdUserIdCompoundUniqueInput;
    AND?: Prisma.CollectionUserPermissionWhereInput | Prisma.CollectionUserPermissionWhereInput[];
    OR?: Prisma.CollectionUserPermissionWhereInput[];
    NOT?: Prisma.CollectionUserPermissionWhereInput | Prisma.CollectionUserPermissionWhereInput[];
    collectionId?: Prisma.StringFilter<"CollectionUserPermission"> | string;
    userId?: Prisma.StringFilter<"CollectionUserPermission"> | string;
    organizationId?: Prisma.StringFilter<"CollectionUserPermission"> | string;
    role?: Prisma.EnumMemberRoleFilter<"CollectionUserPermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFilter<"CollectionUserPermission"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"CollectionUserPermission"> | Date | string;
    collection?: Prisma.XOR<Prisma.CollectionScalarRelationFilter, Prisma.CollectionWhereInput>;
}, "collectionId_userId">;
export type CollectionUserPermissionOrderByWithAggregationInput = {
    collectionId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    _count?: Prisma.CollectionUserPermissionCountOrderByAggregateInput;
    _max?: Prisma.CollectionUserPermissionMaxOrderByAggregateInput;
    _min?: Prisma.CollectionUserPermissionMinOrderByAggregateInput;
};
export type CollectionUserPermissionScalarWhereWithAggregatesInput = {
    AND?: Prisma.CollectionUserPermissionScalarWhereWithAggregatesInput | Prisma.CollectionUserPermissionScalarWhereWithAggregatesInput[];
    OR?: Prisma.CollectionUserPermissionScalarWhereWithAggregatesInput[];
    NOT?: Prisma.CollectionUserPermissionScalarWhereWithAggregatesInput | Prisma.CollectionUserPermissionScalarWhereWithAggregatesInput[];
    collectionId?: Prisma.StringWithAggregatesFilter<"CollectionUserPermission"> | string;
    userId?: Prisma.StringWithAggregatesFilter<"CollectionUserPermission"> | string;
    organizationId?: Prisma.StringWithAggregatesFilter<"CollectionUserPermission"> | string;
    role?: Prisma.EnumMemberRoleWithAggregatesFilter<"CollectionUserPermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"CollectionUserPermission"> | Date | string;
    updatedAt?: Prisma.DateTimeWithAggregatesFilter<"CollectionUserPermission"> | Date | string;
};
export type CollectionUserPermissionCreateInput = {
    userId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    collection: Prisma.CollectionCreateNestedOneWithoutUserPermissionsInput;
};
export type CollectionUserPermissionUncheckedCreateInput = {
    collectionId: string;
    userId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionUserPermissionUpdateInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    collection?: Prisma.CollectionUpdateOneRequiredWithoutUserPermissionsNestedInput;
};
export type CollectionUserPermissionUncheckedUpdateInput = {
    collectionId?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionUserPermissionCreateManyInput = {
    collectionId: string;
    userId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionUserPermissionUpdateManyMutationInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionUserPermissionUncheckedUpdateManyInput = {
    collectionId?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionUserPermissionListRelationFilter = {
    every?: Prisma.CollectionUserPermissionWhereInput;
    some?: Prisma.CollectionUserPermissionWhereInput;
    none?: Prisma.CollectionUserPermissionWhereInput;
};
export type CollectionUserPermissionOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type CollectionUserPermissionCollectionIdUserIdCompoundUniqueInput = {
    collectionId: string;
    userId: string;
};
export type CollectionUserPermissionCountOrderByAggregateInput = {
    collectionId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type CollectionUserPermissionMaxOrderByAggregateInput = {
    collectionId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type CollectionUserPermissionMinOrderByAggregateInput = {
    collectionId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type CollectionUserPermissionCreateNestedManyWithoutCollectionInput = {
    create?: Prisma.XOR<Prisma.CollectionUserPermissionCreateWithoutCollectionInput, Prisma.CollectionUserPermissionUncheckedCreateWithoutCollectionInput> | Prisma.CollectionUserPermissionCreateWithoutCollectionInput[] | Prisma.CollectionUserPermissionUncheckedCreateWithoutCollectionInput[];
    connectOrCreate?: Prisma.CollectionUserPermissionCreateOrConnectWithoutCollectionInput | Prisma.CollectionUserPermissionCreateOrConnectWithoutCollectionInput[];
    createMany?: Prisma.CollectionUserPermissionCreateManyCollectionInputEnvelope;
    connect?: Prisma.CollectionUserPermissionWhereUniqueInput | Prisma.CollectionUserPermissionWhereUniqueInput[];
};
export type CollectionUserPermissionUncheckedCreateNestedManyWithoutCollectionInput = {
    create?: Prisma.XOR<Prisma.CollectionUserPermissionCreateWithoutCollectionInput, Prisma.CollectionUserPermissionUncheckedCreateWithoutCollectionInput> | Prisma.CollectionUserPermissionCreateWithoutCollectionInput[] | Prisma.CollectionUserPermissionUncheckedCreateWithoutCollectionInput[];
    connectOrCreate?: Prisma.CollectionUserPermissionCreateOrConnectWithoutCollectionInput | Prisma.CollectionUserPermissionCreateOrConnectWithoutCollectionInput[];
    createMany?: Prisma.CollectionUserPermissionCreateManyCollectionInputEnvelope;
    connect?: Prisma.CollectionUserPermissionWhereUniqueInput | Prisma.CollectionUserPermissionWhereUniqueInput[];
};
export type CollectionUserPermissionUpdateManyWithoutCollectionNestedInput = {
    create?: Prisma.XOR<Prisma.CollectionUserPermissionCreateWithoutCollectionInput, Prisma.CollectionUserPermissionUncheckedCreateWithoutCollectionInput> | Prisma.CollectionUserPermissionCreateWithoutCollectionInput[] | Prisma.CollectionUserPermissionUncheckedCreateWithoutCollectionInput[];
    connectOrCreate?: Prisma.CollectionUserPermissionCreateOrConnectWithoutCollectionInput | Prisma.CollectionUserPermissionCreateOrConnectWithoutCollectionInput[];
    upsert?: Prisma.CollectionUserPermissionUpsertWithWhereUniqueWithoutCollectionInput | Prisma.CollectionUserPermissionUpsertWithWhereUniqueWithoutCollectionInput[];
    createMany?: Prisma.CollectionUserPermissionCreateManyCollectionInputEnvelope;
    set?: Prisma.CollectionUserPermissionWhereUniqueInput | Prisma.CollectionUserPermissionWhereUniqueInput[];
    disconnect?: Prisma.CollectionUserPermissionWhereUniqueInput | Prisma.CollectionUserPermissionWhereUniqueInput[];
    delete?: Prisma.CollectionUserPermissionWhereUniqueInput | Prisma.CollectionUserPermissionWhereUniqueInput[];
    connect?: Prisma.CollectionUserPermissionWhereUniqueInput | Prisma.CollectionUserPermissionWhereUniqueInput[];
    update?: Prisma.CollectionUserPermissionUpdateWithWhereUniqueWithoutCollectionInput | Prisma.CollectionUserPermissionUpdateWithWhereUniqueWithoutCollectionInput[];
    updateMany?: Prisma.CollectionUserPermissionUpdateManyWithWhereWithoutCollectionInput | Prisma.CollectionUserPermissionUpdateManyWithWhereWithoutCollectionInput[];
    deleteMany?: Prisma.CollectionUserPermissionScalarWhereInput | Prisma.CollectionUserPermissionScalarWhereInput[];
};
export type CollectionUserPermissionUncheckedUpdateManyWithoutCollectionNestedInput = {
    create?: Prisma.XOR<Prisma.CollectionUserPermissionCreateWithoutCollectionInput, Prisma.CollectionUserPermissionUncheckedCreateWithoutCollectionInput> | Prisma.CollectionUserPermissionCreateWithoutCollectionInput[] | Prisma.CollectionUserPermissionUncheckedCreateWithoutCollectionInput[];
    connectOrCreate?: Prisma.CollectionUserPermissionCreateOrConnectWithoutCollectionInput | Prisma.CollectionUserPermissionCreateOrConnectWithoutCollectionInput[];
    upsert?: Prisma.CollectionUserPermissionUpsertWithWhereUniqueWithoutCollectionInput | Prisma.CollectionUserPermissionUpsertWithWhereUniqueWithoutCollectionInput[];
    createMany?: Prisma.CollectionUserPermissionCreateManyCollectionInputEnvelope;
    set?: Prisma.CollectionUserPermissionWhereUniqueInput | Prisma.CollectionUserPermissionWhereUniqueInput[];
    disconnect?: Prisma.CollectionUserPermissionWhereUniqueInput | Prisma.CollectionUserPermissionWhereUniqueInput[];
    delete?: Prisma.CollectionUserPermissionWhereUniqueInput | Prisma.CollectionUserPermissionWhereUniqueInput[];
    connect?: Prisma.CollectionUserPermissionWhereUniqueInput | Prisma.CollectionUserPermissionWhereUniqueInput[];
    update?: Prisma.CollectionUserPermissionUpdateWithWhereUniqueWithoutCollectionInput | Prisma.CollectionUserPermissionUpdateWithWhereUniqueWithoutCollectionInput[];
    updateMany?: Prisma.CollectionUserPermissionUpdateManyWithWhereWithoutCollectionInput | Prisma.CollectionUserPermissionUpdateManyWithWhereWithoutCollectionInput[];
    deleteMany?: Prisma.CollectionUserPermissionScalarWhereInput | Prisma.CollectionUserPermissionScalarWhereInput[];
};
export type CollectionUserPermissionCreateWithoutCollectionInput = {
    userId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionUserPermissionUncheckedCreateWithoutCollectionInput = {
    userId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionUserPermissionCreateOrConnectWithoutCollectionInput = {
    where: Prisma.CollectionUserPermissionWhereUniqueInput;
    create: Prisma.XOR<Prisma.CollectionUserPermissionCreateWithoutCollectionInput, Prisma.CollectionUserPermissionUncheckedCreateWithoutCollectionInput>;
};
export type CollectionUserPermissionCreateManyCollectionInputEnvelope = {
    data: Prisma.CollectionUserPermissionCreateManyCollectionInput | Prisma.CollectionUserPermissionCreateManyCollectionInput[];
    skipDuplicates?: boolean;
};
export type CollectionUserPermissionUpsertWithWhereUniqueWithoutCollectionInput = {
    where: Prisma.CollectionUserPermissionWhereUniqueInput;
    update: Prisma.XOR<Prisma.CollectionUserPermissionUpdateWithoutCollectionInput, Prisma.CollectionUserPermissionUncheckedUpdateWithoutCollectionInput>;
    create: Prisma.XOR<Prisma.CollectionUserPermissionCreateWithoutCollectionInput, Prisma.CollectionUserPermissionUncheckedCreateWithoutCollectionInput>;
};
export type CollectionUserPermissionUpdateWithWhereUniqueWithoutCollectionInput = {
    where: Prisma.CollectionUserPermissionWhereUniqueInput;
    data: Prisma.XOR<Prisma.CollectionUserPermissionUpdateWithoutCollectionInput, Prisma.CollectionUserPermissionUncheckedUpdateWithoutCollectionInput>;
};
export type CollectionUserPermissionUpdateManyWithWhereWithoutCollectionInput = {
    where: Prisma.CollectionUserPermissionScalarWhereInput;
    data: Prisma.XOR<Prisma.CollectionUserPermissionUpdateManyMutationInput, Prisma.CollectionUserPermissionUncheckedUpdateManyWithoutCollectionInput>;
};
export type CollectionUserPermissionScalarWhereInput = {
    AND?: Prisma.CollectionUserPermissionScalarWhereInput | Prisma.CollectionUserPermissionScalarWhereInput[];
    OR?: Prisma.CollectionUserPermissionScalarWhereInput[];
    NOT?: Prisma.CollectionUserPermissionScalarWhereInput | Prisma.CollectionUserPermissionScalarWhereInput[];
    collectionId?: Prisma.StringFilter<"CollectionUserPermission"> | string;
    userId?: Prisma.StringFilter<"CollectionUserPermission"> | string;
    organizationId?: Prisma.StringFilter<"CollectionUserPermission"> | string;
    role?: Prisma.EnumMemberRoleFilter<"CollectionUserPermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFilter<"CollectionUserPermission"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"CollectionUserPermission"> | Date | string;
};
export type CollectionUserPermissionCreateManyCollectionInput = {
    userId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type CollectionUserPermissionUpdateWithoutCollectionInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionUserPermissionUncheckedUpdateWithoutCollectionInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionUserPermissionUncheckedUpdateManyWithoutCollectionInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CollectionUserPermissionSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    collectionId?: boolean;
    userId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["collectionUserPermission"]>;
export type CollectionUserPermissionSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    collectionId?: boolean;
    userId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["collectionUserPermission"]>;
export type CollectionUserPermissionSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    collectionId?: boolean;
    userId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["collectionUserPermission"]>;
export type CollectionUserPermissionSelectScalar = {
    collectionId?: boolean;
    userId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
};
export type CollectionUserPermissionOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"collectionId" | "userId" | "organizationId" | "role" | "createdAt" | "updatedAt", ExtArgs["result"]["collectionUserPermission"]>;
export type CollectionUserPermissionInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
};
export type CollectionUserPermissionIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
};
export type CollectionUserPermissionIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    collection?: boolean | Prisma.CollectionDefaultArgs<ExtArgs>;
};
export type $CollectionUserPermissionPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "CollectionUserPermission";
    objects: {
        collection: Prisma.$CollectionPayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        collectionId: string;
        userId: string;
        organizationId: string;
        role: $Enums.MemberRole;
        createdAt: Date;
        updatedAt: Date;
    }, ExtArgs["result"]["collectionUserPermission"]>;
    composites: {};
};
export type CollectionUserPermissionGetPayload<S extends boolean | null | undefined | CollectionUserPermissionDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload, S>;
export type CollectionUserPermissionCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<CollectionUserPermissionFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: CollectionUserPermissionCountAggregateInputType | true;
};
export interface CollectionUserPermissionDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['CollectionUserPermission'];
        meta: {
            name: 'CollectionUserPermission';
        };
    };
    /**
     * Find zero or one CollectionUserPermission that matches the filter.
     * @param {CollectionUserPermissionFindUniqueArgs} args - Arguments to find a CollectionUserPermission
     * @example
     * // Get one CollectionUserPermission
     * const collectionUserPermission = await prisma.collectionUserPermission.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends CollectionUserPermissionFindUniqueArgs>(args: Prisma.SelectSubset<T, CollectionUserPermissionFindUniqueArgs<ExtArgs>>): Prisma.Prisma__CollectionUserPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one CollectionUserPermission that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {CollectionUserPermissionFindUniqueOrThrowArgs} args - Arguments to find a CollectionUserPermission
     * @example
     * // Get one CollectionUserPermission
     * const collectionUserPermission = await prisma.collectionUserPermission.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends CollectionUserPermissionFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, CollectionUserPermissionFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__CollectionUserPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first CollectionUserPermission that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionUserPermissionFindFirstArgs} args - Arguments to find a CollectionUserPermission
     * @example
     * // Get one CollectionUserPermission
     * const collectionUserPermission = await prisma.collectionUserPermission.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends CollectionUserPermissionFindFirstArgs>(args?: Prisma.SelectSubset<T, CollectionUserPermissionFindFirstArgs<ExtArgs>>): Prisma.Prisma__CollectionUserPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first CollectionUserPermission that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionUserPermissionFindFirstOrThrowArgs} args - Arguments to find a CollectionUserPermission
     * @example
     * // Get one CollectionUserPermission
     * const collectionUserPermission = await prisma.collectionUserPermission.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends CollectionUserPermissionFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, CollectionUserPermissionFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__CollectionUserPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more CollectionUserPermissions that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionUserPermissionFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all CollectionUserPermissions
     * const collectionUserPermissions = await prisma.collectionUserPermission.findMany()
     *
     * // Get first 10 CollectionUserPermissions
     * const collectionUserPermissions = await prisma.collectionUserPermission.findMany({ take: 10 })
     *
     * // Only select the `collectionId`
     * const collectionUserPermissionWithCollectionIdOnly = await prisma.collectionUserPermission.findMany({ select: { collectionId: true } })
     *
     */
    findMany<T extends CollectionUserPermissionFindManyArgs>(args?: Prisma.SelectSubset<T, CollectionUserPermissionFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a CollectionUserPermission.
     * @param {CollectionUserPermissionCreateArgs} args - Arguments to create a CollectionUserPermission.
     * @example
     * // Create one CollectionUserPermission
     * const CollectionUserPermission = await prisma.collectionUserPermission.create({
     *   data: {
     *     // ... data to create a CollectionUserPermission
     *   }
     * })
     *
     */
    create<T extends CollectionUserPermissionCreateArgs>(args: Prisma.SelectSubset<T, CollectionUserPermissionCreateArgs<ExtArgs>>): Prisma.Prisma__CollectionUserPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many CollectionUserPermissions.
     * @param {CollectionUserPermissionCreateManyArgs} args - Arguments to create many CollectionUserPermissions.
     * @example
     * // Create many CollectionUserPermissions
     * const collectionUserPermission = await prisma.collectionUserPermission.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends CollectionUserPermissionCreateManyArgs>(args?: Prisma.SelectSubset<T, CollectionUserPermissionCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many CollectionUserPermissions and returns the data saved in the database.
     * @param {CollectionUserPermissionCreateManyAndReturnArgs} args - Arguments to create many CollectionUserPermissions.
     * @example
     * // Create many CollectionUserPermissions
     * const collectionUserPermission = await prisma.collectionUserPermission.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many CollectionUserPermissions and only return the `collectionId`
     * const collectionUserPermissionWithCollectionIdOnly = await prisma.collectionUserPermission.createManyAndReturn({
     *   select: { collectionId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends CollectionUserPermissionCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, CollectionUserPermissionCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a CollectionUserPermission.
     * @param {CollectionUserPermissionDeleteArgs} args - Arguments to delete one CollectionUserPermission.
     * @example
     * // Delete one CollectionUserPermission
     * const CollectionUserPermission = await prisma.collectionUserPermission.delete({
     *   where: {
     *     // ... filter to delete one CollectionUserPermission
     *   }
     * })
     *
     */
    delete<T extends CollectionUserPermissionDeleteArgs>(args: Prisma.SelectSubset<T, CollectionUserPermissionDeleteArgs<ExtArgs>>): Prisma.Prisma__CollectionUserPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one CollectionUserPermission.
     * @param {CollectionUserPermissionUpdateArgs} args - Arguments to update one CollectionUserPermission.
     * @example
     * // Update one CollectionUserPermission
     * const collectionUserPermission = await prisma.collectionUserPermission.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends CollectionUserPermissionUpdateArgs>(args: Prisma.SelectSubset<T, CollectionUserPermissionUpdateArgs<ExtArgs>>): Prisma.Prisma__CollectionUserPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more CollectionUserPermissions.
     * @param {CollectionUserPermissionDeleteManyArgs} args - Arguments to filter CollectionUserPermissions to delete.
     * @example
     * // Delete a few CollectionUserPermissions
     * const { count } = await prisma.collectionUserPermission.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends CollectionUserPermissionDeleteManyArgs>(args?: Prisma.SelectSubset<T, CollectionUserPermissionDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more CollectionUserPermissions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionUserPermissionUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many CollectionUserPermissions
     * const collectionUserPermission = await prisma.collectionUserPermission.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends CollectionUserPermissionUpdateManyArgs>(args: Prisma.SelectSubset<T, CollectionUserPermissionUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more CollectionUserPermissions and returns the data updated in the database.
     * @param {CollectionUserPermissionUpdateManyAndReturnArgs} args - Arguments to update many CollectionUserPermissions.
     * @example
     * // Update many CollectionUserPermissions
     * const collectionUserPermission = await prisma.collectionUserPermission.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more CollectionUserPermissions and only return the `collectionId`
     * const collectionUserPermissionWithCollectionIdOnly = await prisma.collectionUserPermission.updateManyAndReturn({
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
    updateManyAndReturn<T extends CollectionUserPermissionUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, CollectionUserPermissionUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one CollectionUserPermission.
     * @param {CollectionUserPermissionUpsertArgs} args - Arguments to update or create a CollectionUserPermission.
     * @example
     * // Update or create a CollectionUserPermission
     * const collectionUserPermission = await prisma.collectionUserPermission.upsert({
     *   create: {
     *     // ... data to create a CollectionUserPermission
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the CollectionUserPermission we want to update
     *   }
     * })
     */
    upsert<T extends CollectionUserPermissionUpsertArgs>(args: Prisma.SelectSubset<T, CollectionUserPermissionUpsertArgs<ExtArgs>>): Prisma.Prisma__CollectionUserPermissionClient<runtime.Types.Result.GetResult<Prisma.$CollectionUserPermissionPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of CollectionUserPermissions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionUserPermissionCountArgs} args - Arguments to filter CollectionUserPermissions to count.
     * @example
     * // Count the number of CollectionUserPermissions
     * const count = await prisma.collectionUserPermission.count({
     *   where: {
     *     // ... the filter for the CollectionUserPermissions we want to count
     *   }
     * })
    **/
    count<T extends CollectionUserPermissionCountArgs>(args?: Prisma.Subset<T, CollectionUserPermissionCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], CollectionUserPermissionCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a CollectionUserPermission.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionUserPermissionAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends CollectionUserPermissionAggregateArgs>(args: Prisma.Subset<T, CollectionUserPermissionAggregateArgs>): Prisma.PrismaPromise<GetCollectionUserPermissionAggregateType<T>>;
    /**
     * Group by CollectionUserPermission.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CollectionUserPermissionGroupByArgs} args - Group by arguments.
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
    groupBy<T extends CollectionUserPermissionGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: CollectionUserPermissionGroupByArgs['orderBy'];
    } : {
        orderBy?: CollectionUserPermissionGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, CollectionUserPermissionGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetCollectionUserPermissionGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the CollectionUserPermission model
     */
    readonly fields: CollectionUserPermissionFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for CollectionUserPermission.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__CollectionUserPermissionClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the CollectionUserPermission model
 */
export interface CollectionUserPermissionFieldRefs {
    readonly collectionId: Prisma.FieldRef<"CollectionUserPermission", 'String'>;
    readonly userId: Prisma.FieldRef<"CollectionUserPermission", 'String'>;
    readonly organizationId: Prisma.FieldRef<"CollectionUserPermission", 'String'>;
    readonly role: Prisma.FieldRef<"CollectionUserPermission", 'MemberRole'>;
    readonly createdAt: Prisma.FieldRef<"CollectionUserPermission", 'DateTime'>;
    readonly updatedAt: Prisma.FieldRef<"CollectionUserPermission", 'DateTime'>;
}
/**
 * CollectionUserPermission findUnique
 */
export type CollectionUserPermissionFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which CollectionUserPermission to fetch.
     */
    where: Prisma.CollectionUserPermissionWhereUniqueInput;
};
/**
 * CollectionUserPermission findUniqueOrThrow
 */
export type CollectionUserPermissionFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which CollectionUserPermission to fetch.
     */
    where: Prisma.CollectionUserPermissionWhereUniqueInput;
};
/**
 * CollectionUserPermission findFirst
 */
export type CollectionUserPermissionFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which CollectionUserPermission to fetch.
     */
    where?: Prisma.CollectionUserPermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CollectionUserPermissions to fetch.
     */
    orderBy?: Prisma.CollectionUserPermissionOrderByWithRelationInput | Prisma.CollectionUserPermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for CollectionUserPermissions.
     */
    cursor?: Prisma.CollectionUserPermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CollectionUserPermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CollectionUserPermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CollectionUserPermissions.
     */
    distinct?: Prisma.CollectionUserPermissionScalarFieldEnum | Prisma.CollectionUserPermissionScalarFieldEnum[];
};
/**
 * CollectionUserPermission findFirstOrThrow
 */
export type CollectionUserPermissionFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which CollectionUserPermission to fetch.
     */
    where?: Prisma.CollectionUserPermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CollectionUserPermissions to fetch.
     */
    orderBy?: Prisma.CollectionUserPermissionOrderByWithRelationInput | Prisma.CollectionUserPermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for CollectionUserPermissions.
     */
    cursor?: Prisma.CollectionUserPermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CollectionUserPermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CollectionUserPermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CollectionUserPermissions.
     */
    distinct?: Prisma.CollectionUserPermissionScalarFieldEnum | Prisma.CollectionUserPermissionScalarFieldEnum[];
};
/**
 * CollectionUserPermission findMany
 */
export type CollectionUserPermissionFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which CollectionUserPermissions to fetch.
     */
    where?: Prisma.CollectionUserPermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CollectionUserPermissions to fetch.
     */
    orderBy?: Prisma.CollectionUserPermissionOrderByWithRelationInput | Prisma.CollectionUserPermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing CollectionUserPermissions.
     */
    cursor?: Prisma.CollectionUserPermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CollectionUserPermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CollectionUserPermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CollectionUserPermissions.
     */
    distinct?: Prisma.CollectionUserPermissionScalarFieldEnum | Prisma.CollectionUserPermissionScalarFieldEnum[];
};
/**
 * CollectionUserPermission create
 */
export type CollectionUserPermissionCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The data needed to create a CollectionUserPermission.
     */
    data: Prisma.XOR<Prisma.CollectionUserPermissionCreateInput, Prisma.CollectionUserPermissionUncheckedCreateInput>;
};
/**
 * CollectionUserPermission createMany
 */
export type CollectionUserPermissionCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many CollectionUserPermissions.
     */
    data: Prisma.CollectionUserPermissionCreateManyInput | Prisma.CollectionUserPermissionCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * CollectionUserPermission createManyAndReturn
 */
export type CollectionUserPermissionCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CollectionUserPermission
     */
    select?: Prisma.CollectionUserPermissionSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the CollectionUserPermission
     */
    omit?: Prisma.CollectionUserPermissionOmit<ExtArgs> | null;
    /**
     * The data used to create many CollectionUserPermissions.
     */
    data: Prisma.CollectionUserPermissionCreateManyInput | Prisma.CollectionUserPermissionCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionUserPermissionIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * CollectionUserPermission update
 */
export type CollectionUserPermissionUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The data needed to update a CollectionUserPermission.
     */
    data: Prisma.XOR<Prisma.CollectionUserPermissionUpdateInput, Prisma.CollectionUserPermissionUncheckedUpdateInput>;
    /**
     * Choose, which CollectionUserPermission to update.
     */
    where: Prisma.CollectionUserPermissionWhereUniqueInput;
};
/**
 * CollectionUserPermission updateMany
 */
export type CollectionUserPermissionUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update CollectionUserPermissions.
     */
    data: Prisma.XOR<Prisma.CollectionUserPermissionUpdateManyMutationInput, Prisma.CollectionUserPermissionUncheckedUpdateManyInput>;
    /**
     * Filter which CollectionUserPermissions to update
     */
    where?: Prisma.CollectionUserPermissionWhereInput;
    /**
     * Limit how many CollectionUserPermissions to update.
     */
    limit?: number;
};
/**
 * CollectionUserPermission updateManyAndReturn
 */
export type CollectionUserPermissionUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CollectionUserPermission
     */
    select?: Prisma.CollectionUserPermissionSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the CollectionUserPermission
     */
    omit?: Prisma.CollectionUserPermissionOmit<ExtArgs> | null;
    /**
     * The data used to update CollectionUserPermissions.
     */
    data: Prisma.XOR<Prisma.CollectionUserPermissionUpdateManyMutationInput, Prisma.CollectionUserPermissionUncheckedUpdateManyInput>;
    /**
     * Filter which CollectionUserPermissions to update
     */
    where?: Prisma.CollectionUserPermissionWhereInput;
    /**
     * Limit how many CollectionUserPermissions to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionUserPermissionIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * CollectionUserPermission upsert
 */
export type CollectionUserPermissionUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The filter to search for the CollectionUserPermission to update in case it exists.
     */
    where: Prisma.CollectionUserPermissionWhereUniqueInput;
    /**
     * In case the CollectionUserPermission found by the `where` argument doesn't exist, create a new CollectionUserPermission with this data.
     */
    create: Prisma.XOR<Prisma.CollectionUserPermissionCreateInput, Prisma.CollectionUserPermissionUncheckedCreateInput>;
    /**
     * In case the CollectionUserPermission was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.CollectionUserPermissionUpdateInput, Prisma.CollectionUserPermissionUncheckedUpdateInput>;
};
/**
 * CollectionUserPermission delete
 */
export type CollectionUserPermissionDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter which CollectionUserPermission to delete.
     */
    where: Prisma.CollectionUserPermissionWhereUniqueInput;
};
/**
 * CollectionUserPermission deleteMany
 */
export type CollectionUserPermissionDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which CollectionUserPermissions to delete
     */
    where?: Prisma.CollectionUserPermissionWhereInput;
    /**
     * Limit how many CollectionUserPermissions to delete.
     */
    limit?: number;
};
/**
 * CollectionUserPermission without action
 */
export type CollectionUserPermissionDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
};
