import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model SpacePermission
 *
 */
export type SpacePermissionModel = runtime.Types.Result.DefaultSelection<Prisma.$SpacePermissionPayload>;
export type AggregateSpacePermission = {
    _count: SpacePermissionCountAggregateOutputType | null;
    _min: SpacePermissionMinAggregateOutputType | null;
    _max: SpacePermissionMaxAggregateOutputType | null;
};
export type SpacePermissionMinAggregateOutputType = {
    spaceId: string | null;
    subjectKind: $Enums.GrantSubject | null;
    subjectId: string | null;
    organizationId: string | null;
    role: $Enums.MemberRole | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type SpacePermissionMaxAggregateOutputType = {
    spaceId: string | null;
    subjectKind: $Enums.GrantSubject | null;
    subjectId: string | null;
    organizationId: string | null;
    role: $Enums.MemberRole | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type SpacePermissionCountAggregateOutputType = {
    spaceId: number;
    subjectKind: number;
    subjectId: number;
    organizationId: number;
    role: number;
    createdAt: number;
    updatedAt: number;
    _all: number;
};
export type SpacePermissionMinAggregateInputType = {
    spaceId?: true;
    subjectKind?: true;
    subjectId?: true;
    organizationId?: true;
    role?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type SpacePermissionMaxAggregateInputType = {
    spaceId?: true;
    subjectKind?: true;
    subjectId?: true;
    organizationId?: true;
    role?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type SpacePermissionCountAggregateInputType = {
    spaceId?: true;
    subjectKind?: true;
    subjectId?: true;
    organizationId?: true;
    role?: true;
    createdAt?: true;
    updatedAt?: true;
    _all?: true;
};
export type SpacePermissionAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SpacePermission to aggregate.
     */
    where?: Prisma.SpacePermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpacePermissions to fetch.
     */
    orderBy?: Prisma.SpacePermissionOrderByWithRelationInput | Prisma.SpacePermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SpacePermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpacePermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpacePermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned SpacePermissions
    **/
    _count?: true | SpacePermissionCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SpacePermissionMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SpacePermissionMaxAggregateInputType;
};
export type GetSpacePermissionAggregateType<T extends SpacePermissionAggregateArgs> = {
    [P in keyof T & keyof AggregateSpacePermission]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSpacePermission[P]> : Prisma.GetScalarType<T[P], AggregateSpacePermission[P]>;
};
export type SpacePermissionGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SpacePermissionWhereInput;
    orderBy?: Prisma.SpacePermissionOrderByWithAggregationInput | Prisma.SpacePermissionOrderByWithAggregationInput[];
    by: Prisma.SpacePermissionScalarFieldEnum[] | Prisma.SpacePermissionScalarFieldEnum;
    having?: Prisma.SpacePermissionScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SpacePermissionCountAggregateInputType | true;
    _min?: SpacePermissionMinAggregateInputType;
    _max?: SpacePermissionMaxAggregateInputType;
};
export type SpacePermissionGroupByOutputType = {
    spaceId: string;
    subjectKind: $Enums.GrantSubject;
    subjectId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt: Date;
    updatedAt: Date;
    _count: SpacePermissionCountAggregateOutputType | null;
    _min: SpacePermissionMinAggregateOutputType | null;
    _max: SpacePermissionMaxAggregateOutputType | null;
};
export type GetSpacePermissionGroupByPayload<T extends SpacePermissionGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SpacePermissionGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SpacePermissionGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SpacePermissionGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SpacePermissionGroupByOutputType[P]>;
}>>;
export type SpacePermissionWhereInput = {
    AND?: Prisma.SpacePermissionWhereInput | Prisma.SpacePermissionWhereInput[];
    OR?: Prisma.SpacePermissionWhereInput[];
    NOT?: Prisma.SpacePermissionWhereInput | Prisma.SpacePermissionWhereInput[];
    spaceId?: Prisma.StringFilter<"SpacePermission"> | string;
    subjectKind?: Prisma.EnumGrantSubjectFilter<"SpacePermission"> | $Enums.GrantSubject;
    subjectId?: Prisma.StringFilter<"SpacePermission"> | string;
    organizationId?: Prisma.StringFilter<"SpacePermission"> | string;
    role?: Prisma.EnumMemberRoleFilter<"SpacePermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFilter<"SpacePermission"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"SpacePermission"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
};
export type SpacePermissionOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    subjectKind?: Prisma.SortOrder;
    subjectId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
};
export type SpacePermissionWhereUniqueInput = Prisma.AtLeast<{
    spaceId_subjectKind_subjectId?: Prisma.SpacePermissionSpaceIdSubjectKindSubjectIdCompoundUniqueInput;
    AND?: Prisma.SpacePermissionWhereInput | Prisma.SpacePermissionWhereInput[];
    OR?: Prisma.SpacePermissionWhereInput[];
    NOT?: Prisma.SpacePermissionWhereInput | Prisma.SpacePermissionWhereInput[];
    spaceId?: Prisma.StringFilter<"SpacePermission"> | string;
    subjectKind?: Prisma.EnumGrantSubjectFilter<"SpacePermission"> | $Enums.GrantSubject;
    subjectId?: Prisma.StringFilter<"SpacePermission"> | string;
    organizationId?: Prisma.StringFilter<"SpacePermission"> | string;
    role?: Prisma.EnumMemberRoleFilter<"SpacePermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFilter<"SpacePermission"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"SpacePermission"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
}, "spaceId_subjectKind_subjectId">;
export type SpacePermissionOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    subjectKind?: Prisma.SortOrder;
    subjectId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    _count?: Prisma.SpacePermissionCountOrderByAggregateInput;
    _max?: Prisma.SpacePermissionMaxOrderByAggregateInput;
    _min?: Prisma.SpacePermissionMinOrderByAggregateInput;
};
export type SpacePermissionScalarWhereWithAggregatesInput = {
    AND?: Prisma.SpacePermissionScalarWhereWithAggregatesInput | Prisma.SpacePermissionScalarWhereWithAggregatesInput[];
    OR?: Prisma.SpacePermissionScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SpacePermissionScalarWhereWithAggregatesInput | Prisma.SpacePermissionScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"SpacePermission"> | string;
    subjectKind?: Prisma.EnumGrantSubjectWithAggregatesFilter<"SpacePermission"> | $Enums.GrantSubject;
    subjectId?: Prisma.StringWithAggregatesFilter<"SpacePermission"> | string;
    organizationId?: Prisma.StringWithAggregatesFilter<"SpacePermission"> | string;
    role?: Prisma.EnumMemberRoleWithAggregatesFilter<"SpacePermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"SpacePermission"> | Date | string;
    updatedAt?: Prisma.DateTimeWithAggregatesFilter<"SpacePermission"> | Date | string;
};
export type SpacePermissionCreateInput = {
    subjectKind: $Enums.GrantSubject;
    subjectId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutPermissionsInput;
};
export type SpacePermissionUncheckedCreateInput = {
    spaceId: string;
    subjectKind: $Enums.GrantSubject;
    subjectId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type SpacePermissionUpdateInput = {
    subjectKind?: Prisma.EnumGrantSubjectFieldUpdateOperationsInput | $Enums.GrantSubject;
    subjectId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutPermissionsNestedInput;
};
export type SpacePermissionUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    subjectKind?: Prisma.EnumGrantSubjectFieldUpdateOperationsInput | $Enums.GrantSubject;
    subjectId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SpacePermissionCreateManyInput = {
    spaceId: string;
    subjectKind: $Enums.GrantSubject;
    subjectId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type SpacePermissionUpdateManyMutationInput = {
    subjectKind?: Prisma.EnumGrantSubjectFieldUpdateOperationsInput | $Enums.GrantSubject;
    subjectId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SpacePermissionUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    subjectKind?: Prisma.EnumGrantSubjectFieldUpdateOperationsInput | $Enums.GrantSubject;
    subjectId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SpacePermissionListRelationFilter = {
    every?: Prisma.SpacePermissionWhereInput;
    some?: Prisma.SpacePermissionWhereInput;
    none?: Prisma.SpacePermissionWhereInput;
};
export type SpacePermissionOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type SpacePermissionSpaceIdSubjectKindSubjectIdCompoundUniqueInput = {
    spaceId: string;
    subjectKind: $Enums.GrantSubject;
    subjectId: string;
};
export type SpacePermissionCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    subjectKind?: Prisma.SortOrder;
    subjectId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type SpacePermissionMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    subjectKind?: Prisma.SortOrder;
    subjectId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type SpacePermissionMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    subjectKind?: Prisma.SortOrder;
    subjectId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    role?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type SpacePermissionCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.SpacePermissionCreateWithoutSpaceInput, Prisma.SpacePermissionUncheckedCreateWithoutSpaceInput> | Prisma.SpacePermissionCreateWithoutSpaceInput[] | Prisma.SpacePermissionUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SpacePermissionCreateOrConnectWithoutSpaceInput | Prisma.SpacePermissionCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.SpacePermissionCreateManySpaceInputEnvelope;
    connect?: Prisma.SpacePermissionWhereUniqueInput | Prisma.SpacePermissionWhereUniqueInput[];
};
export type SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.SpacePermissionCreateWithoutSpaceInput, Prisma.SpacePermissionUncheckedCreateWithoutSpaceInput> | Prisma.SpacePermissionCreateWithoutSpaceInput[] | Prisma.SpacePermissionUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SpacePermissionCreateOrConnectWithoutSpaceInput | Prisma.SpacePermissionCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.SpacePermissionCreateManySpaceInputEnvelope;
    connect?: Prisma.SpacePermissionWhereUniqueInput | Prisma.SpacePermissionWhereUniqueInput[];
};
export type SpacePermissionUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.SpacePermissionCreateWithoutSpaceInput, Prisma.SpacePermissionUncheckedCreateWithoutSpaceInput> | Prisma.SpacePermissionCreateWithoutSpaceInput[] | Prisma.SpacePermissionUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SpacePermissionCreateOrConnectWithoutSpaceInput | Prisma.SpacePermissionCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.SpacePermissionUpsertWithWhereUniqueWithoutSpaceInput | Prisma.SpacePermissionUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.SpacePermissionCreateManySpaceInputEnvelope;
    set?: Prisma.SpacePermissionWhereUniqueInput | Prisma.SpacePermissionWhereUniqueInput[];
    disconnect?: Prisma.SpacePermissionWhereUniqueInput | Prisma.SpacePermissionWhereUniqueInput[];
    delete?: Prisma.SpacePermissionWhereUniqueInput | Prisma.SpacePermissionWhereUniqueInput[];
    connect?: Prisma.SpacePermissionWhereUniqueInput | Prisma.SpacePermissionWhereUniqueInput[];
    update?: Prisma.SpacePermissionUpdateWithWhereUniqueWithoutSpaceInput | Prisma.SpacePermissionUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.SpacePermissionUpdateManyWithWhereWithoutSpaceInput | Prisma.SpacePermissionUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.SpacePermissionScalarWhereInput | Prisma.SpacePermissionScalarWhereInput[];
};
export type SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.SpacePermissionCreateWithoutSpaceInput, Prisma.SpacePermissionUncheckedCreateWithoutSpaceInput> | Prisma.SpacePermissionCreateWithoutSpaceInput[] | Prisma.SpacePermissionUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SpacePermissionCreateOrConnectWithoutSpaceInput | Prisma.SpacePermissionCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.SpacePermissionUpsertWithWhereUniqueWithoutSpaceInput | Prisma.SpacePermissionUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.SpacePermissionCreateManySpaceInputEnvelope;
    set?: Prisma.SpacePermissionWhereUniqueInput | Prisma.SpacePermissionWhereUniqueInput[];
    disconnect?: Prisma.SpacePermissionWhereUniqueInput | Prisma.SpacePermissionWhereUniqueInput[];
    delete?: Prisma.SpacePermissionWhereUniqueInput | Prisma.SpacePermissionWhereUniqueInput[];
    connect?: Prisma.SpacePermissionWhereUniqueInput | Prisma.SpacePermissionWhereUniqueInput[];
    update?: Prisma.SpacePermissionUpdateWithWhereUniqueWithoutSpaceInput | Prisma.SpacePermissionUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.SpacePermissionUpdateManyWithWhereWithoutSpaceInput | Prisma.SpacePermissionUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.SpacePermissionScalarWhereInput | Prisma.SpacePermissionScalarWhereInput[];
};
export type EnumGrantSubjectFieldUpdateOperationsInput = {
    set?: $Enums.GrantSubject;
};
export type SpacePermissionCreateWithoutSpaceInput = {
    subjectKind: $Enums.GrantSubject;
    subjectId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type SpacePermissionUncheckedCreateWithoutSpaceInput = {
    subjectKind: $Enums.GrantSubject;
    subjectId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type SpacePermissionCreateOrConnectWithoutSpaceInput = {
    where: Prisma.SpacePermissionWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpacePermissionCreateWithoutSpaceInput, Prisma.SpacePermissionUncheckedCreateWithoutSpaceInput>;
};
export type SpacePermissionCreateManySpaceInputEnvelope = {
    data: Prisma.SpacePermissionCreateManySpaceInput | Prisma.SpacePermissionCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type SpacePermissionUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.SpacePermissionWhereUniqueInput;
    update: Prisma.XOR<Prisma.SpacePermissionUpdateWithoutSpaceInput, Prisma.SpacePermissionUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.SpacePermissionCreateWithoutSpaceInput, Prisma.SpacePermissionUncheckedCreateWithoutSpaceInput>;
};
export type SpacePermissionUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.SpacePermissionWhereUniqueInput;
    data: Prisma.XOR<Prisma.SpacePermissionUpdateWithoutSpaceInput, Prisma.SpacePermissionUncheckedUpdateWithoutSpaceInput>;
};
export type SpacePermissionUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.SpacePermissionScalarWhereInput;
    data: Prisma.XOR<Prisma.SpacePermissionUpdateManyMutationInput, Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceInput>;
};
export type SpacePermissionScalarWhereInput = {
    AND?: Prisma.SpacePermissionScalarWhereInput | Prisma.SpacePermissionScalarWhereInput[];
    OR?: Prisma.SpacePermissionScalarWhereInput[];
    NOT?: Prisma.SpacePermissionScalarWhereInput | Prisma.SpacePermissionScalarWhereInput[];
    spaceId?: Prisma.StringFilter<"SpacePermission"> | string;
    subjectKind?: Prisma.EnumGrantSubjectFilter<"SpacePermission"> | $Enums.GrantSubject;
    subjectId?: Prisma.StringFilter<"SpacePermission"> | string;
    organizationId?: Prisma.StringFilter<"SpacePermission"> | string;
    role?: Prisma.EnumMemberRoleFilter<"SpacePermission"> | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFilter<"SpacePermission"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"SpacePermission"> | Date | string;
};
export type SpacePermissionCreateManySpaceInput = {
    subjectKind: $Enums.GrantSubject;
    subjectId: string;
    organizationId: string;
    role: $Enums.MemberRole;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type SpacePermissionUpdateWithoutSpaceInput = {
    subjectKind?: Prisma.EnumGrantSubjectFieldUpdateOperationsInput | $Enums.GrantSubject;
    subjectId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SpacePermissionUncheckedUpdateWithoutSpaceInput = {
    subjectKind?: Prisma.EnumGrantSubjectFieldUpdateOperationsInput | $Enums.GrantSubject;
    subjectId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SpacePermissionUncheckedUpdateManyWithoutSpaceInput = {
    subjectKind?: Prisma.EnumGrantSubjectFieldUpdateOperationsInput | $Enums.GrantSubject;
    subjectId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    role?: Prisma.EnumMemberRoleFieldUpdateOperationsInput | $Enums.MemberRole;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SpacePermissionSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    subjectKind?: boolean;
    subjectId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["spacePermission"]>;
export type SpacePermissionSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    subjectKind?: boolean;
    subjectId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["spacePermission"]>;
export type SpacePermissionSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    subjectKind?: boolean;
    subjectId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["spacePermission"]>;
export type SpacePermissionSelectScalar = {
    spaceId?: boolean;
    subjectKind?: boolean;
    subjectId?: boolean;
    organizationId?: boolean;
    role?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
};
export type SpacePermissionOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "subjectKind" | "subjectId" | "organizationId" | "role" | "createdAt" | "updatedAt", ExtArgs["result"]["spacePermission"]>;
export type SpacePermissionInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type SpacePermissionIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type SpacePermissionIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $SpacePermissionPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "SpacePermission";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        subjectKind: $Enums.GrantSubject;
        subjectId: string;
        organizationId: string;
        role: $Enums.MemberRole;
        createdAt: Date;
        updatedAt: Date;
    }, ExtArgs["result"]["spacePermission"]>;
    composites: {};
};
export type SpacePermissionGetPayload<S extends boolean | null | undefined | SpacePermissionDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload, S>;
export type SpacePermissionCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SpacePermissionFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SpacePermissionCountAggregateInputType | true;
};
export interface SpacePermissionDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['SpacePermission'];
        meta: {
            name: 'SpacePermission';
        };
    };
    /**
     * Find zero or one SpacePermission that matches the filter.
     * @param {SpacePermissionFindUniqueArgs} args - Arguments to find a SpacePermission
     * @example
     * // Get one SpacePermission
     * const spacePermission = await prisma.spacePermission.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SpacePermissionFindUniqueArgs>(args: Prisma.SelectSubset<T, SpacePermissionFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SpacePermissionClient<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one SpacePermission that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SpacePermissionFindUniqueOrThrowArgs} args - Arguments to find a SpacePermission
     * @example
     * // Get one SpacePermission
     * const spacePermission = await prisma.spacePermission.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SpacePermissionFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SpacePermissionFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SpacePermissionClient<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SpacePermission that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpacePermissionFindFirstArgs} args - Arguments to find a SpacePermission
     * @example
     * // Get one SpacePermission
     * const spacePermission = await prisma.spacePermission.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SpacePermissionFindFirstArgs>(args?: Prisma.SelectSubset<T, SpacePermissionFindFirstArgs<ExtArgs>>): Prisma.Prisma__SpacePermissionClient<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SpacePermission that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpacePermissionFindFirstOrThrowArgs} args - Arguments to find a SpacePermission
     * @example
     * // Get one SpacePermission
     * const spacePermission = await prisma.spacePermission.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SpacePermissionFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SpacePermissionFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SpacePermissionClient<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more SpacePermissions that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpacePermissionFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all SpacePermissions
     * const spacePermissions = await prisma.spacePermission.findMany()
     *
     * // Get first 10 SpacePermissions
     * const spacePermissions = await prisma.spacePermission.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const spacePermissionWithSpaceIdOnly = await prisma.spacePermission.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends SpacePermissionFindManyArgs>(args?: Prisma.SelectSubset<T, SpacePermissionFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a SpacePermission.
     * @param {SpacePermissionCreateArgs} args - Arguments to create a SpacePermission.
     * @example
     * // Create one SpacePermission
     * const SpacePermission = await prisma.spacePermission.create({
     *   data: {
     *     // ... data to create a SpacePermission
     *   }
     * })
     *
     */
    create<T extends SpacePermissionCreateArgs>(args: Prisma.SelectSubset<T, SpacePermissionCreateArgs<ExtArgs>>): Prisma.Prisma__SpacePermissionClient<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many SpacePermissions.
     * @param {SpacePermissionCreateManyArgs} args - Arguments to create many SpacePermissions.
     * @example
     * // Create many SpacePermissions
     * const spacePermission = await prisma.spacePermission.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends SpacePermissionCreateManyArgs>(args?: Prisma.SelectSubset<T, SpacePermissionCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many SpacePermissions and returns the data saved in the database.
     * @param {SpacePermissionCreateManyAndReturnArgs} args - Arguments to create many SpacePermissions.
     * @example
     * // Create many SpacePermissions
     * const spacePermission = await prisma.spacePermission.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many SpacePermissions and only return the `spaceId`
     * const spacePermissionWithSpaceIdOnly = await prisma.spacePermission.createManyAndReturn({
     *   select: { spaceId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends SpacePermissionCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, SpacePermissionCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a SpacePermission.
     * @param {SpacePermissionDeleteArgs} args - Arguments to delete one SpacePermission.
     * @example
     * // Delete one SpacePermission
     * const SpacePermission = await prisma.spacePermission.delete({
     *   where: {
     *     // ... filter to delete one SpacePermission
     *   }
     * })
     *
     */
    delete<T extends SpacePermissionDeleteArgs>(args: Prisma.SelectSubset<T, SpacePermissionDeleteArgs<ExtArgs>>): Prisma.Prisma__SpacePermissionClient<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one SpacePermission.
     * @param {SpacePermissionUpdateArgs} args - Arguments to update one SpacePermission.
     * @example
     * // Update one SpacePermission
     * const spacePermission = await prisma.spacePermission.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SpacePermissionUpdateArgs>(args: Prisma.SelectSubset<T, SpacePermissionUpdateArgs<ExtArgs>>): Prisma.Prisma__SpacePermissionClient<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more SpacePermissions.
     * @param {SpacePermissionDeleteManyArgs} args - Arguments to filter SpacePermissions to delete.
     * @example
     * // Delete a few SpacePermissions
     * const { count } = await prisma.spacePermission.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SpacePermissionDeleteManyArgs>(args?: Prisma.SelectSubset<T, SpacePermissionDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SpacePermissions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpacePermissionUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many SpacePermissions
     * const spacePermission = await prisma.spacePermission.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SpacePermissionUpdateManyArgs>(args: Prisma.SelectSubset<T, SpacePermissionUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SpacePermissions and returns the data updated in the database.
     * @param {SpacePermissionUpdateManyAndReturnArgs} args - Arguments to update many SpacePermissions.
     * @example
     * // Update many SpacePermissions
     * const spacePermission = await prisma.spacePermission.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more SpacePermissions and only return the `spaceId`
     * const spacePermissionWithSpaceIdOnly = await prisma.spacePermission.updateManyAndReturn({
     *   select: { spaceId: true },
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
    updateManyAndReturn<T extends SpacePermissionUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SpacePermissionUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one SpacePermission.
     * @param {SpacePermissionUpsertArgs} args - Arguments to update or create a SpacePermission.
     * @example
     * // Update or create a SpacePermission
     * const spacePermission = await prisma.spacePermission.upsert({
     *   create: {
     *     // ... data to create a SpacePermission
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the SpacePermission we want to update
     *   }
     * })
     */
    upsert<T extends SpacePermissionUpsertArgs>(args: Prisma.SelectSubset<T, SpacePermissionUpsertArgs<ExtArgs>>): Prisma.Prisma__SpacePermissionClient<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of SpacePermissions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpacePermissionCountArgs} args - Arguments to filter SpacePermissions to count.
     * @example
     * // Count the number of SpacePermissions
     * const count = await prisma.spacePermission.count({
     *   where: {
     *     // ... the filter for the SpacePermissions we want to count
     *   }
     * })
    **/
    count<T extends SpacePermissionCountArgs>(args?: Prisma.Subset<T, SpacePermissionCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SpacePermissionCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a SpacePermission.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpacePermissionAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends SpacePermissionAggregateArgs>(args: Prisma.Subset<T, SpacePermissionAggregateArgs>): Prisma.PrismaPromise<GetSpacePermissionAggregateType<T>>;
    /**
     * Group by SpacePermission.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpacePermissionGroupByArgs} args - Group by arguments.
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
    groupBy<T extends SpacePermissionGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SpacePermissionGroupByArgs['orderBy'];
    } : {
        orderBy?: SpacePermissionGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SpacePermissionGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSpacePermissionGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the SpacePermission model
     */
    readonly fields: SpacePermissionFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for SpacePermission.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SpacePermissionClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    space<T extends Prisma.SpaceDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.SpaceDefaultArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
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
 * Fields of the SpacePermission model
 */
export interface SpacePermissionFieldRefs {
    readonly spaceId: Prisma.FieldRef<"SpacePermission", 'String'>;
    readonly subjectKind: Prisma.FieldRef<"SpacePermission", 'GrantSubject'>;
    readonly subjectId: Prisma.FieldRef<"SpacePermission", 'String'>;
    readonly organizationId: Prisma.FieldRef<"SpacePermission", 'String'>;
    readonly role: Prisma.FieldRef<"SpacePermission", 'MemberRole'>;
    readonly createdAt: Prisma.FieldRef<"SpacePermission", 'DateTime'>;
    readonly updatedAt: Prisma.FieldRef<"SpacePermission", 'DateTime'>;
}
/**
 * SpacePermission findUnique
 */
export type SpacePermissionFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
    /**
     * Filter, which SpacePermission to fetch.
     */
    where: Prisma.SpacePermissionWhereUniqueInput;
};
/**
 * SpacePermission findUniqueOrThrow
 */
export type SpacePermissionFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
    /**
     * Filter, which SpacePermission to fetch.
     */
    where: Prisma.SpacePermissionWhereUniqueInput;
};
/**
 * SpacePermission findFirst
 */
export type SpacePermissionFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
    /**
     * Filter, which SpacePermission to fetch.
     */
    where?: Prisma.SpacePermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpacePermissions to fetch.
     */
    orderBy?: Prisma.SpacePermissionOrderByWithRelationInput | Prisma.SpacePermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SpacePermissions.
     */
    cursor?: Prisma.SpacePermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpacePermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpacePermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SpacePermissions.
     */
    distinct?: Prisma.SpacePermissionScalarFieldEnum | Prisma.SpacePermissionScalarFieldEnum[];
};
/**
 * SpacePermission findFirstOrThrow
 */
export type SpacePermissionFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
    /**
     * Filter, which SpacePermission to fetch.
     */
    where?: Prisma.SpacePermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpacePermissions to fetch.
     */
    orderBy?: Prisma.SpacePermissionOrderByWithRelationInput | Prisma.SpacePermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SpacePermissions.
     */
    cursor?: Prisma.SpacePermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpacePermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpacePermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SpacePermissions.
     */
    distinct?: Prisma.SpacePermissionScalarFieldEnum | Prisma.SpacePermissionScalarFieldEnum[];
};
/**
 * SpacePermission findMany
 */
export type SpacePermissionFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
    /**
     * Filter, which SpacePermissions to fetch.
     */
    where?: Prisma.SpacePermissionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpacePermissions to fetch.
     */
    orderBy?: Prisma.SpacePermissionOrderByWithRelationInput | Prisma.SpacePermissionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing SpacePermissions.
     */
    cursor?: Prisma.SpacePermissionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpacePermissions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpacePermissions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SpacePermissions.
     */
    distinct?: Prisma.SpacePermissionScalarFieldEnum | Prisma.SpacePermissionScalarFieldEnum[];
};
/**
 * SpacePermission create
 */
export type SpacePermissionCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
    /**
     * The data needed to create a SpacePermission.
     */
    data: Prisma.XOR<Prisma.SpacePermissionCreateInput, Prisma.SpacePermissionUncheckedCreateInput>;
};
/**
 * SpacePermission createMany
 */
export type SpacePermissionCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many SpacePermissions.
     */
    data: Prisma.SpacePermissionCreateManyInput | Prisma.SpacePermissionCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SpacePermission createManyAndReturn
 */
export type SpacePermissionCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * The data used to create many SpacePermissions.
     */
    data: Prisma.SpacePermissionCreateManyInput | Prisma.SpacePermissionCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * SpacePermission update
 */
export type SpacePermissionUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
    /**
     * The data needed to update a SpacePermission.
     */
    data: Prisma.XOR<Prisma.SpacePermissionUpdateInput, Prisma.SpacePermissionUncheckedUpdateInput>;
    /**
     * Choose, which SpacePermission to update.
     */
    where: Prisma.SpacePermissionWhereUniqueInput;
};
/**
 * SpacePermission updateMany
 */
export type SpacePermissionUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update SpacePermissions.
     */
    data: Prisma.XOR<Prisma.SpacePermissionUpdateManyMutationInput, Prisma.SpacePermissionUncheckedUpdateManyInput>;
    /**
     * Filter which SpacePermissions to update
     */
    where?: Prisma.SpacePermissionWhereInput;
    /**
     * Limit how many SpacePermissions to update.
     */
    limit?: number;
};
/**
 * SpacePermission updateManyAndReturn
 */
export type SpacePermissionUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * The data used to update SpacePermissions.
     */
    data: Prisma.XOR<Prisma.SpacePermissionUpdateManyMutationInput, Prisma.SpacePermissionUncheckedUpdateManyInput>;
    /**
     * Filter which SpacePermissions to update
     */
    where?: Prisma.SpacePermissionWhereInput;
    /**
     * Limit how many SpacePermissions to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * SpacePermission upsert
 */
export type SpacePermissionUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
    /**
     * The filter to search for the SpacePermission to update in case it exists.
     */
    where: Prisma.SpacePermissionWhereUniqueInput;
    /**
     * In case the SpacePermission found by the `where` argument doesn't exist, create a new SpacePermission with this data.
     */
    create: Prisma.XOR<Prisma.SpacePermissionCreateInput, Prisma.SpacePermissionUncheckedCreateInput>;
    /**
     * In case the SpacePermission was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.SpacePermissionUpdateInput, Prisma.SpacePermissionUncheckedUpdateInput>;
};
/**
 * SpacePermission delete
 */
export type SpacePermissionDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
    /**
     * Filter which SpacePermission to delete.
     */
    where: Prisma.SpacePermissionWhereUniqueInput;
};
/**
 * SpacePermission deleteMany
 */
export type SpacePermissionDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SpacePermissions to delete
     */
    where?: Prisma.SpacePermissionWhereInput;
    /**
     * Limit how many SpacePermissions to delete.
     */
    limit?: number;
};
/**
 * SpacePermission without action
 */
export type SpacePermissionDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
};
